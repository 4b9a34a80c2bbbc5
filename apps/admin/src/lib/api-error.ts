import type { Language } from '../i18n/translate';
import { isRecord } from './api-client';

/** A call the server refused or could not answer; `status` is null when the network failed. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly body: Record<string, unknown>;

  constructor(status: number | null, body: Record<string, unknown>) {
    super(status === null ? 'Network request failed' : `API answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The server's own words for a failure, in the UI language when it gives both. Accepts the architecture's
 * `error: { message, messageAr }` and the legacy `error: "text"`.
 */
export function serverErrorText(body: Record<string, unknown>, language: Language): string | null {
  const error = body.error;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (!isRecord(error)) return null;
  const preferred = language === 'ar' ? error.messageAr : error.message;
  const fallback = language === 'ar' ? error.message : error.messageAr;
  for (const text of [preferred, fallback]) {
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return null;
}

/**
 * What to tell staff when a call failed: the server's message for a refusal (4xx), else the screen's own
 * fallback, so a server fault or a network error never shows internals.
 */
export function describeApiError(error: unknown, language: Language, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === null || error.status >= 500) return fallback;
  return serverErrorText(error.body, language) ?? fallback;
}

/** The error code the server named (e.g. USERNAME_TAKEN), for the UI to react to specific refusals. */
export function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isRecord(error.body.error)) return null;
  const code = error.body.error.code;
  return typeof code === 'string' ? code : null;
}
