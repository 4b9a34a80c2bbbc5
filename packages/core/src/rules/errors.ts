import { z } from 'zod';
import { ERRORS, errorMessage, isErrorCode, type ErrorCode, type ErrorParams } from './error-catalog.js';

/** One invalid field of a request: where it is and what is wrong, in both languages. */
export const ApiIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
  messageAr: z.string(),
});
export type ApiIssue = z.infer<typeof ApiIssue>;

/** The one error shape every API failure answers with (architecture principle 4). */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    messageAr: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    issues: z.array(ApiIssue).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/**
 * Zod issues as ApiIssues. Schemas in core use catalogue codes as issue messages; any other message (a zod
 * default) is reported as VALIDATION_FAILED with the original English text kept.
 */
export function issuesFromZod(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ApiIssue[] {
  return issues.map((issue) => {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    if (isErrorCode(issue.message)) {
      return {
        path,
        code: issue.message,
        message: errorMessage(issue.message, 'en'),
        messageAr: errorMessage(issue.message, 'ar'),
      };
    }
    return {
      path,
      code: 'VALIDATION_FAILED',
      message: issue.message,
      messageAr: ERRORS.VALIDATION_FAILED.ar,
    };
  });
}

/** What the server throws; its error handler turns it into an ApiErrorBody with `status`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams;
  readonly issues: ApiIssue[] | undefined;

  constructor(
    code: ErrorCode,
    params: ErrorParams = {},
    options: { issues?: ApiIssue[]; status?: number; cause?: unknown } = {},
  ) {
    super(
      errorMessage(code, 'en', params),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.params = params;
    this.issues = options.issues;
  }

  toBody(): ApiErrorBody {
    return apiErrorBody(this.code, this.params, this.issues);
  }
}

export function apiErrorBody(code: ErrorCode, params: ErrorParams = {}, issues?: ApiIssue[]): ApiErrorBody {
  return {
    error: {
      code,
      message: errorMessage(code, 'en', params),
      messageAr: errorMessage(code, 'ar', params),
      ...(Object.keys(params).length > 0 ? { params } : {}),
      ...(issues && issues.length > 0 ? { issues } : {}),
    },
  };
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
