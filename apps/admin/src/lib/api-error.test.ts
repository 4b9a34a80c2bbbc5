import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorCode, describeApiError, serverErrorText } from './api-error';

const refusal = new ApiError(409, {
  error: {
    code: 'USERNAME_TAKEN',
    message: 'This username is already taken',
    messageAr: 'اسم المستخدم مستخدم بالفعل',
  },
});

describe('describeApiError', () => {
  it("shows a refusal in the server's words, in the UI language", () => {
    expect(describeApiError(refusal, 'ar', 'fallback')).toBe('اسم المستخدم مستخدم بالفعل');
    expect(describeApiError(refusal, 'en', 'fallback')).toBe('This username is already taken');
  });

  it('keeps server faults, network failures and other errors to the screen fallback', () => {
    const fault = new ApiError(500, { error: { code: 'INTERNAL', message: 'stack trace', messageAr: 'x' } });
    expect(describeApiError(fault, 'en', 'Failed to save the user')).toBe('Failed to save the user');
    expect(describeApiError(new ApiError(null, {}), 'en', 'fallback')).toBe('fallback');
    expect(describeApiError(new Error('boom'), 'en', 'fallback')).toBe('fallback');
  });

  it('names the error code for screens that react to it', () => {
    expect(apiErrorCode(refusal)).toBe('USERNAME_TAKEN');
    expect(apiErrorCode(new Error('x'))).toBeNull();
  });
});

describe('serverErrorText', () => {
  it('falls back to the other language, and reads the legacy plain-text error', () => {
    expect(serverErrorText({ error: { message: 'Only English' } }, 'ar')).toBe('Only English');
    expect(serverErrorText({ error: 'Account disabled' }, 'ar')).toBe('Account disabled');
    expect(serverErrorText({}, 'en')).toBeNull();
  });
});
