import { errorMessage, isErrorCode } from '@matjar/core';
import type { Language } from '../i18n/translate';

/**
 * A form field's message: core schemas and the server speak in error-catalogue codes (REQUIRED,
 * CATEGORY_NAME_TAKEN), shown here in the UI language; any other text is shown as it came.
 */
export function formMessage(message: string | undefined, language: Language): string | undefined {
  if (!message) return undefined;
  return isErrorCode(message) ? errorMessage(message, language) : message;
}
