/** Arabic-Indic (٠-٩) and Persian/Urdu (۰-۹) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Eastern Arabic digits as Latin ones: a phone keyboard in Arabic types ٦٦ for 66. The one place the shop folds
 * digits (search, phones, order numbers, gift-card codes, addresses, link checks).
 */
export function latinDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) % 16));
}
