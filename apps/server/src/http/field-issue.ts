import { AppError, errorMessage, type ErrorCode, type ErrorParams } from '@matjar/core';

/** An error that also names the field at fault, so the edit screen can mark it (the request's shape was fine). */
export function fieldIssue(code: ErrorCode, params: ErrorParams, path: (string | number)[]): AppError {
  return new AppError(code, params, {
    issues: [
      { path, code, message: errorMessage(code, 'en', params), messageAr: errorMessage(code, 'ar', params) },
    ],
  });
}
