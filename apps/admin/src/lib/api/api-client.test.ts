import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@matjar/core';
import { z } from 'zod';
import {
  registerSessionRenewal,
  sessionRenewalPending,
  settleSessionRenewal,
} from '../session/session-renewal';
import { REQUEST_TIMEOUT_MS, apiDelete, apiGet, apiPath, apiPatch, apiPost } from './api-client';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

const Answer = z.object({ success: z.literal(true), count: z.number() });

function answer(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: { 'content-type': contentType } });
}

function stubFetch(response: Response | Error) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiPath', () => {
  it('adds only the query values that are set, arrays repeated', () => {
    expect(apiPath('/api/admin/products')).toBe('/api/admin/products');
    expect(
      apiPath('/api/admin/products', {
        q: 'هاتف',
        page: 2,
        active: false,
        brand: '',
        category: null,
        x: undefined,
      }),
    ).toBe('/api/admin/products?q=%D9%87%D8%A7%D8%AA%D9%81&page=2&active=false');
    expect(apiPath('/api/x?a=1', { id: [1, 2] })).toBe('/api/x?a=1&id=1&id=2');
  });

  it('refuses anything but a path of this origin, so the session cookie never leaves it', () => {
    expect(() => apiPath('https://evil.example/api')).toThrow(TypeError);
    expect(() => apiPath('//evil.example/api')).toThrow(TypeError);
  });
});

describe('apiGet and friends', () => {
  it('takes a body only as the core schema of its route takes it (checked by the type checker)', () => {
    const fetch = stubFetch(answer(200, { success: true, count: 1 }));
    // Never called: each line must fail to compile, or typecheck fails on the unused directive.
    const wrong = () => [
      // @ts-expect-error a path the back office has no body type for
      apiPost('/api/admin/nowhere', {}, Answer),
      // @ts-expect-error a field the route's schema does not have
      apiPost('/api/admin/orders/1/notes', { note: 'x' }, Answer),
      // @ts-expect-error a number sent as text
      apiPatch('/api/admin/products/1', { stock: '3' }, Answer),
      // @ts-expect-error a body on a route that reads none
      apiPost('/api/admin/orders/1/restore', { id: 1 }, Answer),
    ];
    expect(wrong).toBeTypeOf('function');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('parses a successful answer with the schema, on the same-origin cookie', async () => {
    const fetch = stubFetch(answer(200, { success: true, count: 3, extra: 'dropped' }));
    await expect(apiGet('/api/admin/things', Answer, { query: { page: 1 } })).resolves.toEqual({
      success: true,
      count: 3,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/things?page=1',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin', body: null }),
    );
  });

  it('sends a JSON body', async () => {
    const fetch = stubFetch(answer(201, { success: true, count: 1 }));
    await apiPost('/api/admin/contact-messages/4/replies', { body: 'شكرًا' }, Answer);
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/contact-messages/4/replies',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ body: 'شكرًا' }),
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('sends a file as it is, with the content type the caller names', async () => {
    const fetch = stubFetch(answer(200, { success: true, count: 2 }));
    const file = new Blob(['name,price\nهاتف,10\n']);
    await apiPost('/api/admin/products/import', file, Answer, {
      query: { dry_run: true },
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/products/import?dry_run=true',
      expect.objectContaining({
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
      }),
    );
  });

  it("rejects a refusal with the server's error", async () => {
    stubFetch(answer(403, { error: { code: 'FORBIDDEN', message: 'Not allowed', messageAr: 'غير مسموح' } }));
    const error = await apiDelete('/api/admin/things/1', Answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('rejects an answer the schema refuses as INVALID_RESPONSE (a proxy page, a changed API)', async () => {
    stubFetch(answer(200, '<!doctype html><p>Login</p>', 'text/html'));
    await expect(apiGet('/api/admin/things', Answer)).rejects.toMatchObject({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
    });
    stubFetch(answer(200, { success: true, count: 'three' }));
    await expect(apiGet('/api/admin/things', Answer)).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.invalidResponse,
    });
  });

  it('rejects a network failure as NETWORK_ERROR with no status', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/admin/things', Answer)).rejects.toMatchObject({
      status: null,
      code: CLIENT_ERROR_CODES.network,
    });
  });

  it('gives up on a server that never answers with REQUEST_TIMEOUT, not a spinner for ever', async () => {
    // A fetch that only ends when its signal aborts, as a stalled server or a dead connection does.
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(
      apiPost('/api/admin/gift-cards/find', { code: 'A1' }, Answer, { timeoutMs: 5 }),
    ).rejects.toMatchObject({
      status: null,
      code: CLIENT_ERROR_CODES.timeout,
    });
  });

  it('times out by default: every call carries a signal even when the caller gives none', async () => {
    const fetch = stubFetch(answer(200, { success: true, count: 1 }));
    await apiGet('/api/admin/things', Answer);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('passes a cancellation through as it is, not as a failure to report', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    stubFetch(abort);
    await expect(apiGet('/api/admin/things', Answer, { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('a call that meets an ended staff session', () => {
  const ended = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in', messageAr: 'سجّل الدخول' } };
  const sara = { id: 1, username: 'sara' } as AdminUser;

  /** Answers each call with the next of `responses`. */
  function stubAnswers(...responses: Response[]) {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => responses.shift()!);
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  let unregister: (() => void) | null = null;
  afterEach(() => {
    unregister?.();
    unregister = null;
  });

  it('waits for the staff member to sign in again, then sends the same save once more', async () => {
    unregister = registerSessionRenewal();
    const fetch = stubAnswers(answer(401, ended), answer(200, { success: true, count: 7 }));
    const headers = { 'Idempotency-Key': 'one-click' };
    const saving = apiPatch('/api/admin/products/7', { stock_note: 'هاتف' }, Answer, { headers });
    await vi.waitFor(() => expect(sessionRenewalPending()).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    settleSessionRenewal(sara);
    await expect(saving).resolves.toEqual({ success: true, count: 7 });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls.map(([, init]) => init);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers).toMatchObject(headers);
  });

  it('fails with the 401 when the staff member signs out instead, and asks nothing more', async () => {
    unregister = registerSessionRenewal();
    const fetch = stubAnswers(answer(401, ended));
    const saving = apiPost('/api/admin/orders/3/restore', undefined, Answer).catch((e: unknown) => e);
    await vi.waitFor(() => expect(sessionRenewalPending()).toBe(true));
    settleSessionRenewal(null);
    expect(await saving).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shares one prompt between calls waiting at the same time', async () => {
    unregister = registerSessionRenewal();
    const okay = { success: true, count: 1 };
    stubAnswers(answer(401, ended), answer(401, ended), answer(200, okay), answer(200, okay));
    const both = Promise.all([apiGet('/api/admin/a', Answer), apiGet('/api/admin/b', Answer)]);
    await vi.waitFor(() => expect(sessionRenewalPending()).toBe(true));
    settleSessionRenewal(sara);
    await expect(both).resolves.toEqual([okay, okay]);
    expect(sessionRenewalPending()).toBe(false);
  });

  it('fails at once without a sign-in dialog, for calls about the session itself, and for a wrong password', async () => {
    stubAnswers(answer(401, ended));
    await expect(apiPost('/api/admin/whatsapp/check', {}, Answer)).rejects.toMatchObject({ status: 401 });
    unregister = registerSessionRenewal();
    stubAnswers(answer(401, ended));
    await expect(apiGet('/api/auth/verify', Answer, { renewSession: false })).rejects.toMatchObject({
      status: 401,
    });
    const wrongPassword = { error: { code: 'ADMIN_INVALID_CREDENTIALS', message: 'No', messageAr: 'لا' } };
    stubAnswers(answer(401, wrongPassword));
    await expect(
      apiPost('/api/auth/login', { username: 'sara', password: 'wrong' }, Answer),
    ).rejects.toMatchObject({
      code: 'ADMIN_INVALID_CREDENTIALS',
    });
    expect(sessionRenewalPending()).toBe(false);
  });

  it('ends a wait when the dialog goes away, so no save hangs for ever', async () => {
    unregister = registerSessionRenewal();
    stubAnswers(answer(401, ended));
    const saving = apiPost('/api/admin/whatsapp/check', {}, Answer).catch((e: unknown) => e);
    await vi.waitFor(() => expect(sessionRenewalPending()).toBe(true));
    unregister();
    unregister = null;
    expect(await saving).toMatchObject({ status: 401 });
  });
});
