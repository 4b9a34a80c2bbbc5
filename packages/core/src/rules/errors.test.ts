import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERRORS, ERROR_CODES, errorMessage, isErrorCode, type ErrorCode } from './error-catalog.js';
import { ApiErrorBody, AppError, apiErrorBody, issuesFromZod } from './errors.js';

// `{name}` and `{name, plural, …}` (plural.ts) both name a parameter.
const paramsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();

describe('error catalogue', () => {
  it.each(ERROR_CODES)('%s has Arabic and English text with the same {params}', (code) => {
    const { en, ar, status } = ERRORS[code];
    expect(en.trim()).not.toBe('');
    expect(ar).toMatch(/\p{Script=Arabic}/u);
    expect(paramsOf(ar)).toEqual(paramsOf(en));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it.each<[ErrorCode, number]>([
    ['NOT_FOUND', 404],
    ['VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['RATE_LIMITED', 429],
    ['CONFLICT', 409],
    ['INTERNAL', 500],
  ])('%s answers %s', (code, status) => {
    expect(new AppError(code).status).toBe(status);
  });

  it.each<[ErrorCode, string]>([
    ['INVALID_CREDENTIALS', 'Email or password incorrect'],
    ['ADMIN_INVALID_CREDENTIALS', 'Invalid username or password'],
    ['PASSWORDS_DO_NOT_MATCH', 'Passwords do not match'],
    ['PASSWORD_TOO_SHORT', 'Password must be at least 6 characters'],
    [
      'SPECIAL_OFFER_LIMIT',
      'Maximum special offers is 8 products. Please remove some existing offers first.',
    ],
    ['ORDER_STATUS_UPDATE_FAILED', 'Failed to update order status'],
    ['FORBIDDEN', 'You do not have permission to access this page'],
  ])('%s uses the spec text', (code, en) => {
    expect(apiErrorBody(code).error.message).toBe(en);
  });
});

describe('errorMessage', () => {
  it.each<[ErrorCode, 'ar' | 'en', Record<string, string | number>, string]>([
    [
      'COUPON_MIN_ORDER',
      'en',
      { minOrder: 100, missing: 40 },
      'Minimum order is QAR 100: add QAR 40 more to use this coupon',
    ],
    // Latin digits (D15)
    [
      'COUPON_MIN_ORDER',
      'ar',
      { minOrder: 100, missing: 40 },
      'الحد الأدنى للطلب 100 ر.ق.: أضف 40 ر.ق. أخرى لتستخدم هذا الكود',
    ],
    [
      'COUPON_MIN_ORDER',
      'ar',
      { minOrder: 1250, missing: 1001 },
      'الحد الأدنى للطلب 1,250 ر.ق.: أضف 1,001 ر.ق. أخرى لتستخدم هذا الكود',
    ],
    ['STOCK_LIMIT', 'en', { available: 3 }, 'Sorry, only 3 available in stock'],
    ['STOCK_LIMIT', 'en', {}, 'Sorry, only {available} available in stock'],
    ['COUPON_INVALID', 'ar', {}, 'كود الخصم غير صالح'],
  ])('%s in %s with %j', (code, locale, params, text) => {
    expect(errorMessage(code, locale, params)).toBe(text);
  });
});

describe('AppError and ApiErrorBody', () => {
  it('carries code, status and params and renders the error shape', () => {
    const error = new AppError('STOCK_LIMIT', { available: 2 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'STOCK_LIMIT', status: 409, params: { available: 2 } });
    expect(error.message).toBe('Sorry, only 2 available in stock');
    const body = error.toBody();
    expect(ApiErrorBody.parse(body)).toEqual({
      error: {
        code: 'STOCK_LIMIT',
        message: 'Sorry, only 2 available in stock',
        messageAr: 'عذرًا، الكمية المتوفرة في المخزون 2 فقط',
        params: { available: 2 },
      },
    });
  });

  it('omits empty params and issues', () => {
    expect(apiErrorBody('NOT_FOUND')).toEqual({
      error: { code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.en, messageAr: ERRORS.NOT_FOUND.ar },
    });
  });

  it('turns zod issues into bilingual issues', () => {
    const schema = z.object({ email: z.email({ message: 'INVALID_EMAIL' }), age: z.number() });
    const result = schema.safeParse({ email: 'nope', age: 'x' });
    expect(result.success).toBe(false);
    const issues = issuesFromZod(result.error!.issues);
    expect(issues[0]).toEqual({
      path: ['email'],
      code: 'INVALID_EMAIL',
      message: ERRORS.INVALID_EMAIL.en,
      messageAr: ERRORS.INVALID_EMAIL.ar,
    });
    expect(issues[1]).toMatchObject({ path: ['age'], code: 'VALIDATION_FAILED' });
    const error = new AppError('VALIDATION_FAILED', {}, { issues });
    expect(error.toBody().error.issues).toHaveLength(2);
  });

  it('recognises codes', () => {
    expect(isErrorCode('COUPON_EXPIRED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('errorMessage with a bilingual parameter', () => {
  it('uses the Arabic form <name>Ar in the Arabic message and the plain one in English', () => {
    const params = { available: 2, product: 'Phone', productAr: 'هاتف' };
    expect(errorMessage('INSUFFICIENT_STOCK', 'en', params)).toContain('Only 2 left of Phone');
    expect(errorMessage('INSUFFICIENT_STOCK', 'ar', params)).toContain('من هاتف');
    expect(errorMessage('INSUFFICIENT_STOCK', 'ar', { available: 2, product: 'Phone' })).toContain('Phone');
  });
});
