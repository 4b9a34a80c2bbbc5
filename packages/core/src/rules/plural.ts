import { formatNumber, intlLocale, type Locale } from './locale.js';

/**
 * The forms of a counted phrase. Arabic uses all six (0 دقيقة، دقيقة واحدة، دقيقتان، ٣ دقائق، ١١ دقيقة،
 * ١٠٠ دقيقة); English only one and other. `#` in a form stands for the count, formatted by formatNumber.
 * `other` is required: it is what every missing category falls back to.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Intl constructors are slow; one rule per locale is enough.
const rules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of a count: Arabic 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100–102 other. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(intlLocale(locale));
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** The form for a count with `#` replaced by the formatted count: pluralize(7, minutes, 'ar') → "7 دقائق". */
export function pluralize(count: number, forms: PluralForms, locale: Locale): string {
  const form = forms[pluralCategory(count, locale)] ?? forms.other;
  return form.replaceAll('#', formatNumber(count, locale));
}

// `{name, plural, one {…} few {…} other {…}}`: the subset of ICU MessageFormat the catalogues use. Forms
// hold text and `#` only (no nested placeholders), which keeps this a regular expression, not a parser.
const PLURAL_BLOCK = /\{(\w+), plural,((?:\s*(?:zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/**
 * Expands every plural block of a message template with its parameter's count; other `{name}` placeholders
 * are left for the caller's own filling. A parameter given as text (already formatted) that is not a plain
 * number picks the `other` form with the text in place of `#`.
 */
export function fillPlurals(
  template: string,
  params: Readonly<Record<string, string | number>>,
  locale: Locale,
): string {
  if (!template.includes(', plural,')) return template;
  return template.replace(PLURAL_BLOCK, (whole, name: string, body: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const forms: PluralForms = { other: '' };
    for (const [, category, text] of body.matchAll(PLURAL_FORM)) {
      forms[category as Intl.LDMLPluralRule] = text ?? '';
    }
    if (typeof value === 'number') return pluralize(value, forms, locale);
    if (/^\d+$/.test(value)) return pluralize(Number(value), forms, locale);
    return forms.other.replaceAll('#', value);
  });
}
