import type { ApiErrorBody, Locale } from '@matjar/core';
import { t } from '../../i18n/t.js';

/** Codes the client gives failures that carry no error body of the server. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, connection reset). */
  network: 'NETWORK_ERROR',
  /** An answer came but not in its documented shape (a proxy's HTML page, a schema drift). */
  invalidResponse: 'INVALID_RESPONSE',
  /** An HTTP failure without the server's error body. */
  http: 'HTTP_ERROR',
} as const;

/**
 * The one error every storefront call rejects with: the stable code (the server's, or a client code above)
 * and a message in the page's language, ready to show. `status` is null when no answer came.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  /** The request field the server's first issue names (the last part of its path), for a form to point at. */
  readonly field: string | null;
  /**
   * Every request field the server found wrong, each with its first problem in the page's language, so a form
   * can show them all at once beside their fields (the server checks the whole request before answering).
   */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(init: {
    status: number | null;
    code: string;
    message: string;
    field?: string | null;
    fieldErrors?: Readonly<Record<string, string>>;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field ?? null;
    this.fieldErrors = init.fieldErrors ?? (init.field ? { [init.field]: init.message } : {});
  }

  /** The server refused the request (4xx): asking again the same way will not help. */
  get refused(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500;
  }
}

/** What a failure says when the server gave no words of its own. */
export interface FailureText {
  locale: Locale;
  /** The caller's own words for that case; a general 'something went wrong' otherwise. */
  failureMessage?: string | undefined;
}

const failureText = ({ locale, failureMessage }: FailureText) => failureMessage ?? t(locale, 'api.failed');

/**
 * A failed answer as an ApiError. The message is the first issue's (a named field says more than the general
 * 'some fields are invalid'), else the error's, in the page's language, else the failure text.
 */
export function errorFromAnswer(status: number, body: ApiErrorBody | null, text: FailureText): ApiError {
  if (!body) return new ApiError({ status, code: CLIENT_ERROR_CODES.http, message: failureText(text) });
  const { code, issues } = body.error;
  const said = (words: { message: string; messageAr: string } | undefined) =>
    (text.locale === 'ar' ? words?.messageAr : words?.message)?.trim() || undefined;
  const issue = issues?.[0];
  const field = issue?.path.at(-1);
  const fieldErrors: Record<string, string> = {};
  for (const each of issues ?? []) {
    const name = each.path.at(-1);
    const words = said(each);
    // The first problem of a field is the one to fix first (a blank field is 'required', not also 'invalid').
    if (typeof name === 'string' && words && !(name in fieldErrors)) fieldErrors[name] = words;
  }
  return new ApiError({
    status,
    code,
    message: said(issue) ?? said(body.error) ?? failureText(text),
    field: typeof field === 'string' ? field : null,
    fieldErrors,
  });
}

export function networkError(cause: unknown, text: FailureText): ApiError {
  return new ApiError({ status: null, code: CLIENT_ERROR_CODES.network, message: failureText(text), cause });
}

export function invalidResponse(status: number, cause: unknown, text: FailureText): ApiError {
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: failureText(text),
    cause,
  });
}
