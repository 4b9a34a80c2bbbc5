import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, apiErrorCode, describeApiError, fieldIssues } from './api-error';

const refusal = ApiError.fromResponse(409, {
  error: {
    code: 'USERNAME_TAKEN',
    message: 'This username is already taken',
    messageAr: 'اسم المستخدم مستخدم بالفعل',
  },
});

describe('ApiError.fromResponse', () => {
  it("keeps the server's code, both messages, params and issues", () => {
    const error = ApiError.fromResponse(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        messageAr: 'مدخلات غير صالحة',
        params: { max: 8 },
        issues: [
          { path: ['body', 'price'], code: 'NUMBER_OUT_OF_RANGE', message: 'Too big', messageAr: 'كبير' },
        ],
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', params: { max: 8 } });
    expect(error.serverMessage).toEqual({ en: 'Invalid input', ar: 'مدخلات غير صالحة' });
    expect(error.issues).toHaveLength(1);
    expect(error.isRefusal).toBe(true);
  });

  it('names a failure without the documented body by its HTTP status only', () => {
    const error = ApiError.fromResponse(502, '<html>Bad gateway</html>');
    expect(error).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.http, serverMessage: null });
    expect(error.isRefusal).toBe(false);
  });
});

describe('describeApiError', () => {
  it("shows a refusal in the server's words, in the UI language", () => {
    expect(describeApiError(refusal, 'ar', 'fallback')).toBe('اسم المستخدم مستخدم بالفعل');
    expect(describeApiError(refusal, 'en', 'fallback')).toBe('This username is already taken');
  });

  it('falls back to the other language when one message is empty', () => {
    const english = ApiError.fromResponse(400, {
      error: { code: 'X', message: 'Only English', messageAr: '' },
    });
    expect(describeApiError(english, 'ar', 'fallback')).toBe('Only English');
  });

  it('says that no answer came (offline, or the timeout) in the UI language, not the screen fallback', () => {
    const offline = ApiError.network(new TypeError('Failed to fetch'));
    expect(describeApiError(offline, 'en', 'fallback')).toMatch(/could not be reached/);
    expect(describeApiError(offline, 'ar', 'fallback')).toMatch(/تعذّر الوصول إلى الخادم/);
    expect(describeApiError(ApiError.timeout(null), 'en', 'fallback')).toMatch(/did not answer in time/);
    expect(describeApiError(ApiError.timeout(null), 'ar', 'fallback')).toMatch(/لم يُجب الخادم/);
  });

  it('keeps server faults, bad answers and other errors to the screen fallback', () => {
    const fault = ApiError.fromResponse(500, {
      error: { code: 'INTERNAL', message: 'stack', messageAr: 'x' },
    });
    expect(describeApiError(fault, 'en', 'Failed to save the user')).toBe('Failed to save the user');
    expect(describeApiError(ApiError.invalidResponse(200, null), 'en', 'fallback')).toBe('fallback');
    expect(describeApiError(new Error('boom'), 'en', 'fallback')).toBe('fallback');
  });

  it('names the error code for screens that react to it', () => {
    expect(apiErrorCode(refusal)).toBe('USERNAME_TAKEN');
    expect(apiErrorCode(ApiError.network(null))).toBe(CLIENT_ERROR_CODES.network);
    expect(apiErrorCode(new Error('x'))).toBeNull();
  });
});

describe('fieldIssues', () => {
  it('gives one message per field, path without "body", in the UI language', () => {
    const error = ApiError.fromResponse(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        messageAr: 'غير صالح',
        issues: [
          { path: ['body', 'name_ar'], code: 'REQUIRED', message: 'Required', messageAr: 'مطلوب' },
          { path: ['body', 'name_ar'], code: 'TOO_LONG', message: 'Too long', messageAr: 'طويل' },
          { path: ['body', 'variants', 2, 'price'], code: 'X', message: 'Bad price', messageAr: 'سعر خاطئ' },
          { path: ['body'], code: 'Y', message: 'Whole body', messageAr: 'كل الطلب' },
        ],
      },
    });
    expect(fieldIssues(error, 'ar')).toEqual([
      { field: 'name_ar', code: 'REQUIRED', message: 'مطلوب' },
      { field: 'variants.2.price', code: 'X', message: 'سعر خاطئ' },
    ]);
    expect(fieldIssues(new Error('x'), 'en')).toEqual([]);
  });
});
