import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/both-catalogs.js';
import { apiGet, apiPath, apiPost, apiPut } from './api-client.js';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.js';

const customer = { id: 7, firstName: 'Sara', lastName: 'Ali', email: 'sara@example.qa', phone: '55123456' };

const me = { firstName: 'Sara', lastName: 'Ali', phone: '55123456' };
const logIn = { email: 'sara@example.com', password: 'secret-words' };
const signUp = { ...me, email: logIn.email, password: logIn.password, confirmPassword: logIn.password };

function answer(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': contentType } });
}

function stubFetch(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiPath', () => {
  it('adds only the query values that are set', () => {
    expect(apiPath('/api/store/search/suggest', { q: 'هاتف', page: 2, brand: '', x: undefined })).toBe(
      '/api/store/search/suggest?q=%D9%87%D8%A7%D8%AA%D9%81&page=2',
    );
    expect(apiPath('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
  });

  it('refuses anything but a path of this origin, so the session cookie never leaves it', () => {
    expect(() => apiPath('https://evil.example/api')).toThrow(TypeError);
    expect(() => apiPath('//evil.example/api')).toThrow(TypeError);
  });
});

describe('apiGet, apiPost, apiPut', () => {
  it('takes a body only as the core schema of its route takes it (checked by the type checker)', () => {
    // Never called: each line must fail to compile, or typecheck fails on the unused directive.
    const wrong = () => [
      // @ts-expect-error a path the storefront has no body type for
      apiPost('/api/store/nowhere', {}, 'SuccessResponse', { locale: 'en' }),
      // @ts-expect-error a sign-up without its password confirmation
      apiPost('/api/store/auth/sign-up', { ...me, ...logIn }, 'StoreAuthResponse', { locale: 'en' }),
      // @ts-expect-error a field the route's schema does not have
      apiPut('/api/store/auth/me', { ...me, nickname: 'S' }, 'StoreAuthResponse', { locale: 'en' }),
    ];
    expect(wrong).toBeTypeOf('function');
  });

  it('parses an answer with the core schema it names, on the same-origin cookie', async () => {
    const fetch = stubFetch(answer(200, { success: true, customer: { ...customer, extra: 'dropped' } }));
    await expect(apiGet('/api/store/auth/me', 'StoreAuthResponse', { locale: 'ar' })).resolves.toEqual({
      success: true,
      customer,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/store/auth/me',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin', body: null }),
    );
  });

  it('sends a JSON body with the headers asked for', async () => {
    const fetch = stubFetch(answer(200, { success: true, customer }));
    await apiPut('/api/store/auth/me', me, 'StoreAuthResponse', {
      locale: 'en',
      headers: { 'idempotency-key': 'k1' },
      cache: 'no-store',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/store/auth/me',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify(me),
        cache: 'no-store',
        headers: expect.objectContaining({ 'Content-Type': 'application/json', 'idempotency-key': 'k1' }),
      }),
    );
  });

  it("rejects a refusal with the server's code and its words in the page's language", async () => {
    const body = { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail', messageAr: 'بريد خاطئ' } };
    stubFetch(answer(401, body));
    const arabic = await failure(
      apiPost('/api/store/auth/log-in', logIn, 'StoreAuthResponse', { locale: 'ar' }),
    );
    expect(arabic).toBeInstanceOf(ApiError);
    expect(arabic).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'بريد خاطئ',
      refused: true,
    });
    stubFetch(answer(401, body));
    const english = await failure(
      apiPost('/api/store/auth/log-in', logIn, 'StoreAuthResponse', { locale: 'en' }),
    );
    expect(english).toMatchObject({ message: 'Wrong e-mail', field: null });
  });

  it('names the field of the first issue and says its problem rather than the general one', async () => {
    stubFetch(
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are missing or invalid',
          messageAr: 'بعض الحقول ناقصة أو غير صحيحة',
          issues: [
            {
              path: ['body', 'confirmPassword'],
              code: 'PASSWORDS_DO_NOT_MATCH',
              message: 'Passwords do not match',
              messageAr: 'كلمتا المرور غير متطابقتين',
            },
          ],
        },
      }),
    );
    const error = await failure(
      apiPost('/api/store/auth/sign-up', signUp, 'StoreAuthResponse', { locale: 'en' }),
    );
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
  });

  it('keeps every field the server named, each with its first problem in the page language', async () => {
    const issue = (field: string, code: string, message: string, messageAr: string) => ({
      path: ['body', field],
      code,
      message,
      messageAr,
    });
    stubFetch(
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are missing or invalid',
          messageAr: 'بعض الحقول ناقصة أو غير صحيحة',
          issues: [
            issue('firstName', 'REQUIRED', 'This field is required', 'هذا الحقل مطلوب'),
            issue('phone', 'REQUIRED', 'This field is required', 'هذا الحقل مطلوب'),
            issue('phone', 'PHONE_INVALID', 'Not a Qatari mobile', 'ليس رقم جوال قطريًا'),
            issue('password', 'PASSWORD_TOO_SHORT', 'Too short', 'قصيرة جدًا'),
          ],
        },
      }),
    );
    const arabic = await failure(
      apiPost('/api/store/auth/sign-up', signUp, 'StoreAuthResponse', { locale: 'ar' }),
    );
    expect(arabic).toMatchObject({
      field: 'firstName',
      fieldErrors: { firstName: 'هذا الحقل مطلوب', phone: 'هذا الحقل مطلوب', password: 'قصيرة جدًا' },
    });
  });

  it('says something in the page language when the server said nothing, or the caller’s words', async () => {
    stubFetch(answer(502, '<html>Bad gateway</html>', 'text/html'));
    const gateway = await failure(apiGet('/api/store/coupons', 'StoreCouponsResponse', { locale: 'ar' }));
    expect(gateway).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.http, refused: false });
    expect((gateway as Error).message).toBe('حدث خطأ ما، يرجى المحاولة مرة أخرى');
    stubFetch(new TypeError('Failed to fetch'));
    const offline = await failure(
      apiGet('/api/store/coupons', 'StoreCouponsResponse', {
        locale: 'en',
        failureMessage: 'Order not sent',
      }),
    );
    expect(offline).toMatchObject({
      status: null,
      code: CLIENT_ERROR_CODES.network,
      message: 'Order not sent',
    });
  });

  it('refuses an answer its schema does not describe', async () => {
    stubFetch(answer(200, { coupons: 'none' }));
    const error = await failure(apiGet('/api/store/coupons', 'StoreCouponsResponse', { locale: 'en' }));
    expect(error).toMatchObject({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  });

  it('lets a cancelled request reject as cancelled, not as a failure to report', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('aborted', 'AbortError'));
    const error = await failure(
      apiGet('/api/store/coupons', 'StoreCouponsResponse', { locale: 'en', signal: controller.signal }),
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
