// The pure side of ColorField: the hex text a person types and the colour input's value kept in step.

/**
 * The text as a colour input's value (#rrggbb, lower case), or null while it is not one. People paste colours
 * with or without the hash and in the 3-digit short form (#fff), so those count too.
 */
export function normalizeHexColor(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

/**
 * What the colour swatch shows for the text: its colour when the text is one, else the last colour saved
 * (a half-typed "#1d4" leaves the swatch where it was instead of flashing black).
 */
export function pickerValue(text: string, fallback: string): string {
  return normalizeHexColor(text) ?? normalizeHexColor(fallback) ?? '#000000';
}
