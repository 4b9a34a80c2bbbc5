import { splitLatinRuns } from '@matjar/core';
import { Fragment } from 'react';

/**
 * A product, brand, category or variant name typed by staff, with each Latin run (core's splitLatinRuns) set
 * left-to-right in its own <bdi dir="ltr">: on an Arabic screen "سامسونج جالكسي S25+" keeps its plus after
 * the 5 and "سماعات سوني WH-1000XM5" its hyphen inside the model name. Adds elements only, never characters,
 * so the textContent stays exactly the name (tests and people find it by that text).
 */
export function NameText({ name }: { name: string }) {
  return (
    <>
      {splitLatinRuns(name).map((run, index) =>
        run.latin ? (
          <bdi key={index} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
