import type { Language } from '../../i18n/translate';

/** A product or term's name in the UI language first: English falls back to the Arabic name. */
export function namesInOrder(
  name: string,
  nameEn: string | null,
  language: Language,
): { primary: string; secondary: string | null } {
  const english = nameEn?.trim() || null;
  if (language === 'en' && english) return { primary: english, secondary: name };
  return { primary: name, secondary: english };
}

export function nameIn(name: string, nameEn: string | null, language: Language): string {
  return namesInOrder(name, nameEn, language).primary;
}
