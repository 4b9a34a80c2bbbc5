import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { describeLoginFailure } from './login';

const answered = (status: number, body: unknown = null) => ApiError.fromResponse(status, body);
const refusal = (status: number, code: string, message: string, messageAr: string) =>
  answered(status, { error: { code, message, messageAr } });

describe('describeLoginFailure', () => {
  it('explains an unreachable server as an error during login', () => {
    expect(describeLoginFailure(ApiError.network(new TypeError('offline')), 'en')).toBe(
      'An error occurred during login',
    );
    expect(describeLoginFailure(new Error('anything else'), 'ar')).toBe('حدث خطأ أثناء تسجيل الدخول');
  });

  it('shows only the generic message while the endpoint is missing, failing or answering nonsense', () => {
    expect(describeLoginFailure(refusal(404, 'NOT_FOUND', 'Route not found', 'غير موجود'), 'en')).toBe(
      'Login failed',
    );
    expect(describeLoginFailure(refusal(500, 'INTERNAL', 'stack', 'x'), 'ar')).toBe('فشل تسجيل الدخول');
    expect(describeLoginFailure(answered(503), 'en')).toBe('Login failed');
    expect(describeLoginFailure(ApiError.invalidResponse(200, null), 'en')).toBe('Login failed');
  });

  it("shows the server's message in the visitor's language", () => {
    const wrong = refusal(401, 'INVALID_CREDENTIALS', 'Wrong details', 'بيانات خاطئة');
    expect(describeLoginFailure(wrong, 'ar')).toBe('بيانات خاطئة');
    expect(describeLoginFailure(wrong, 'en')).toBe('Wrong details');
  });

  it('falls back to the invalid-credentials message on a bare 401', () => {
    expect(describeLoginFailure(answered(401), 'en')).toBe('Invalid username or password');
    expect(describeLoginFailure(answered(401), 'ar')).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
  });

  it('explains too many attempts, in the server words or our own', () => {
    const limited = refusal(429, 'RATE_LIMITED', 'Too many requests', 'طلبات كثيرة جدًا');
    expect(describeLoginFailure(limited, 'ar')).toBe('طلبات كثيرة جدًا');
    expect(describeLoginFailure(answered(429), 'en')).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });
});
