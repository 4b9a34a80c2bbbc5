import { errorMessage, isErrorCode } from '@matjar/core';
import type { FieldError } from 'react-hook-form';
import type { Language } from '../../../i18n/translate';

/** Errors the server reported are stored with this type and shown as it worded them. */
export const SERVER_ERROR = 'server';

/**
 * What to show for a field error: the server's words; a catalogue code from core's schema in the UI
 * language; anything else (zod's own English for a missing number) as the field's fallback.
 */
export function errorText(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  language: Language,
  fallback: string,
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  return isErrorCode(error.message) ? errorMessage(error.message, language) : fallback;
}

/** Every message under a part of the errors tree (a section's rows), once each, in order. */
export function collectErrorTexts(node: unknown, language: Language, fallback: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    const entry = value as { message?: unknown; type?: unknown };
    if (typeof entry.message === 'string') {
      const text = errorText({ message: entry.message, type: String(entry.type ?? '') }, language, fallback);
      if (text && !found.includes(text)) found.push(text);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'ref' && key !== 'message') visit(child);
  };
  visit(node);
  return found;
}
