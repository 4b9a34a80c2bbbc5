import { describe, expect, it } from 'vitest';
import { describeLoginFailure } from './login';

const failure = (status: number | null, body: Record<string, unknown>) => ({ status, body });

describe('describeLoginFailure', () => {
  it('explains an unreachable server as an error during login', () => {
    expect(describeLoginFailure(failure(null, {}), 'en')).toBe('An error occurred during login');
  });

  it('shows only the generic message while the endpoint is missing or failing', () => {
    const body = { error: { code: 'not_found', message: 'Route GET /api/auth/login not found' } };
    expect(describeLoginFailure(failure(404, body), 'en')).toBe('Login failed');
    expect(describeLoginFailure(failure(500, body), 'ar')).toBe('فشل تسجيل الدخول');
    expect(describeLoginFailure(failure(503, {}), 'en')).toBe('Login failed');
  });

  it("shows the server's message in the visitor's language", () => {
    const body = {
      error: { code: 'invalid_credentials', message: 'Wrong details', messageAr: 'بيانات خاطئة' },
    };
    expect(describeLoginFailure(failure(401, body), 'ar')).toBe('بيانات خاطئة');
    expect(describeLoginFailure(failure(401, body), 'en')).toBe('Wrong details');
  });

  it('accepts the legacy plain-text error', () => {
    expect(describeLoginFailure(failure(400, { success: false, error: 'Account disabled' }), 'en')).toBe(
      'Account disabled',
    );
  });

  it('falls back to the invalid-credentials message on a bare 401', () => {
    expect(describeLoginFailure(failure(401, {}), 'en')).toBe('Invalid username or password');
    expect(describeLoginFailure(failure(401, {}), 'ar')).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
  });

  it('explains too many attempts, in the server words or our own', () => {
    const body = {
      error: { code: 'RATE_LIMITED', message: 'Too many requests', messageAr: 'طلبات كثيرة جدًا' },
    };
    expect(describeLoginFailure(failure(429, body), 'ar')).toBe('طلبات كثيرة جدًا');
    expect(describeLoginFailure(failure(429, {}), 'en')).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });
});
