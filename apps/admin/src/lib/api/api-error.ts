import { ApiErrorBody, type ApiIssue, type Localized } from '@matjar/core';
import { translate, type Language } from '../../i18n/translate';

/** Codes the client gives failures that carry no server error body. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, connection reset). */
  network: 'NETWORK_ERROR',
  /** No answer within the client's timeout (a stalled server or a connection that hangs). */
  timeout: 'REQUEST_TIMEOUT',
  /** An answer came but was not the documented shape (a proxy's HTML page, a schema drift). */
  invalidResponse: 'INVALID_RESPONSE',
  /** An HTTP failure without the server's error body. */
  http: 'HTTP_ERROR',
} as const;

/**
 * The one error every back-office call rejects with: the server's `{ error: { code, message, messageAr,
 * params, issues } }` when it sent one, else a client code above. `status` is null when the network failed.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  /** The server's own words in both languages; null when it gave none. */
  readonly serverMessage: Localized | null;
  readonly params: Readonly<Record<string, string | number>>;
  readonly issues: readonly ApiIssue[];

  constructor(init: {
    status: number | null;
    code: string;
    serverMessage?: Localized | null;
    params?: Record<string, string | number>;
    issues?: readonly ApiIssue[];
    cause?: unknown;
  }) {
    super(init.serverMessage?.en ?? `${init.code}${init.status === null ? '' : ` (${init.status})`}`, {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage ?? null;
    this.params = init.params ?? {};
    this.issues = init.issues ?? [];
  }

  /** A failed HTTP answer: the server's error body when it has the documented shape. */
  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = ApiErrorBody.safeParse(body);
    if (!parsed.success) return new ApiError({ status, code: CLIENT_ERROR_CODES.http });
    const { code, message, messageAr, params, issues } = parsed.data.error;
    return new ApiError({
      status,
      code,
      serverMessage: { en: message, ar: messageAr },
      ...(params ? { params } : {}),
      ...(issues ? { issues } : {}),
    });
  }

  static network(cause: unknown): ApiError {
    return new ApiError({ status: null, code: CLIENT_ERROR_CODES.network, cause });
  }

  static timeout(cause: unknown): ApiError {
    return new ApiError({ status: null, code: CLIENT_ERROR_CODES.timeout, cause });
  }

  /** No answer at all: offline, the connection dropped, or the server took longer than the timeout. */
  get isUnanswered(): boolean {
    return this.status === null;
  }

  static invalidResponse(status: number, cause: unknown): ApiError {
    return new ApiError({ status, code: CLIENT_ERROR_CODES.invalidResponse, cause });
  }

  /** A refusal (4xx) with the server's reason, as opposed to a fault, an outage or a client-side failure. */
  get isRefusal(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.serverMessage !== null;
  }

  /** The server's message in the UI language (the other one if that is empty); null when it gave none. */
  messageIn(language: Language): string | null {
    if (!this.serverMessage) return null;
    const preferred = this.serverMessage[language].trim();
    const other = this.serverMessage[language === 'ar' ? 'en' : 'ar'].trim();
    return preferred || other || null;
  }
}

/**
 * What to tell staff when a call failed: the server's message for a refusal (4xx); that no answer came
 * (offline, or the timeout) for a call that got none, so they know to check the connection and try again;
 * else the screen's own fallback, so a server fault or a malformed answer never shows internals.
 */
export function describeApiError(error: unknown, language: Language, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === CLIENT_ERROR_CODES.timeout) return translate(language, 'kit.request.timeout');
  if (error.code === CLIENT_ERROR_CODES.network) return translate(language, 'kit.request.offline');
  if (!error.isRefusal) return fallback;
  return error.messageIn(language) ?? fallback;
}

/** The error code the server named (e.g. USERNAME_TAKEN), for a screen that reacts to one refusal. */
export function apiErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

export interface FieldIssue {
  /** The field's path inside the request body, dotted: "name_ar", "variants.2.price". */
  field: string;
  code: string;
  message: string;
}

/**
 * The validation issues of a refusal, one per field (the first wins), in the UI language, for a form to
 * show beside its fields. Paths lose their leading "body" (the server reports where in the request it was).
 */
export function fieldIssues(error: unknown, language: Language): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const seen = new Set<string>();
  const result: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
    const field = path.join('.');
    if (field === '' || seen.has(field)) continue;
    seen.add(field);
    const message = (language === 'ar' ? issue.messageAr : issue.message) || issue.message;
    result.push({ field, code: issue.code, message });
  }
  return result;
}
