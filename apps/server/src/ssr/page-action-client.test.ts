import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../modules/rate-limits/rate-limit-rules.js';
import { buildTestApp } from '../testing/test-app.js';
import type { StorefrontHandler } from './storefront-handler.js';

/** A page whose POST action sends a contact message through the context, as the contact page does. */
const contactPage: StorefrontHandler = async (request, { services }) => {
  if (request.method !== 'POST') return new Response('page', { headers: { 'content-type': 'text/html' } });
  const form = new URLSearchParams(await request.text());
  try {
    await services.contact.send(
      { name: 'Page', email: form.get('email') ?? '', subject: 'Hi', message: 'Hello' },
      'en',
    );
    return new Response('sent');
  } catch (error) {
    const { code, status } = error as { code: string; status: number };
    return new Response(code, { status });
  }
};

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ storefront: contactPage });
});
afterAll(() => ctx?.close());

const post = (remoteAddress: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `email=${encodeURIComponent(email)}`,
  });

describe('page actions', () => {
  it('meet the per-address limits of their API endpoints, counted for the address of the request', async () => {
    const max = RATE_LIMITS['contact-address'].max;
    for (let i = 0; i < max; i += 1) {
      expect((await post('10.40.0.1', `page-${i}@example.com`)).body).toBe('sent');
    }
    const refused = await post('10.40.0.1', 'page-late@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toBe('TOO_MANY_ATTEMPTS');
    // Another visitor's form still goes through.
    expect((await post('10.40.0.2', 'page-late@example.com')).body).toBe('sent');
  });
});
