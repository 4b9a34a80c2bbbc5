import { splitLatinRuns } from '@matjar/core';
import { Fragment } from 'react';

/**
 * A product, brand, category or variant name typed by staff, with each Latin run (core's splitLatinRuns) set
 * left-to-right in its own <bdi dir="ltr">: on an Arabic screen "سامسونج جالكسي S25+" keeps its plus after
 * the 5 and "سماعات سوني WH-1000XM5" its hyphen inside the model name. Adds elements only, never characters,
 * so the textContent stays exactly the name (tests and people find it by that text). Given a `message` (a
 * translated message with its `{name}` slot left unfilled: t(key) without params), the name goes into the slot
 * in its own <bdi>, so its direction does not reorder the words and punctuation of the message around it.
 */
export function NameText({ name, message }: { name: string; message?: string }) {
  if (message !== undefined) {
    const [before = '', after = ''] = message.split('{name}');
    return (
      <>
        {before}
        <bdi>
          <NameText name={name} />
        </bdi>
        {after}
      </>
    );
  }
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
