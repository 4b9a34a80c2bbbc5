/**
 * A name, number or code set in its own direction inside a sentence of either language (first-strong isolate
 * … pop directional isolate): "تعديل طلب MTJ-0042" or "وGoogle Play" keep the words around them in order.
 * For text that ends up as a plain string (a table cell built by a function, an aria-label, a page title);
 * markup can use <bdi> instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Every order number ("#1004") in a text set left to right on its own (left-to-right isolate … pop). After an
 * Arabic word the digits count as Arabic numbers (Unicode bidi rule W2), and the "#" before them then takes the
 * paragraph's direction: "بطاقة بلايستيشن (#1004)" would draw the "#" after the digits.
 */
export function isolateOrderNumbers(text: string): string {
  // A number on its own is already left to right wherever it is isolated as a whole.
  if (/^#\d+$/.test(text)) return text;
  return text.replace(/#\d+/g, (number) => `\u2066${number}\u2069`);
}

/** One stretch of a name: Latin (a model name such as "S25+" or "WH-1000XM5") or anything else. */
export interface TextRun {
  text: string;
  latin: boolean;
}

// A Latin run starts on a Latin letter or digit and takes letters, digits, spaces and - + . / & ' after it;
// TRAILING then gives back what it must not end on (a space before Arabic, a final hyphen or full stop).
const LATIN_RUN = /[\p{Script=Latin}0-9][\p{Script=Latin}0-9+\-./&' ]*/gu;
const TRAILING = /[^\p{Script=Latin}0-9+]+$/u;

/**
 * Splits a name typed by staff into Latin and other runs, so each Latin run can be set left-to-right on its
 * own. Inside an Arabic paragraph the neutral characters of a model name (+ - . /) otherwise take the
 * paragraph's direction (Unicode bidi rules W5–W7, N1): "سامسونج جالكسي S25+" would draw "+S25". The runs
 * joined give back the text exactly; a text without Arabic is one Latin run (or none when it has no letters).
 */
export function splitLatinRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let position = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const latin = match[0].replace(TRAILING, '');
    if (match.index > position) runs.push({ text: text.slice(position, match.index), latin: false });
    runs.push({ text: latin, latin: true });
    position = match.index + latin.length;
  }
  if (position < text.length) runs.push({ text: text.slice(position), latin: false });
  return runs;
}
