import { splitLatinRuns } from '@matjar/core';
import { Fragment } from 'react';

interface IsolatedTextProps {
  /** A message from t() with the name placeholders left unfilled (t keeps unknown `{name}` as it is). */
  text: string;
  /** Names typed by people or brands (a customer, a search, "Google Play"), put in by this component. */
  names: Readonly<Record<string, string>>;
}

/**
 * A message with each name in its own <bdi>: a Latin name inside Arabic text (or the reverse) keeps its own
 * direction without reordering the words and punctuation around it ("وGoogle Play" must not read "Google Playو",
 * a search for "iPhone 15" keeps its quotes where they belong).
 */
export function IsolatedText({ text, names }: IsolatedTextProps) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        // split with a capture group: odd indexes are placeholder names.
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const name = names[part];
        return name === undefined ? (
          <Fragment key={index}>{`{${part}}`}</Fragment>
        ) : (
          <bdi key={index}>
            <NameText name={name} />
          </bdi>
        );
      })}
    </>
  );
}

/**
 * A product, brand or category name typed by staff, with each Latin run (core's splitLatinRuns) set
 * left-to-right in its own <bdi dir="ltr">: in an Arabic line "سامسونج جالكسي S25+" keeps its plus after the
 * 5 and "WH-1000XM5" its hyphen. Adds elements only, never characters, so textContent stays the name.
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
