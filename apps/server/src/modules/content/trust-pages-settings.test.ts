import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_TRUST_PAGES_TEXT,
  TRUST_PAGE_TEXT_MAX,
  defaultTrustPage,
  isTrustPageSlug,
  parseRichText,
  trustPage,
} from '@matjar/core';
import { activityLogs } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import type { StorefrontHandler } from '../../ssr/storefront-handler.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// The trust page's loader as the storefront's (routes/trust-page.tsx): the stored text, or the built-in one.
const trustPageRenderer: StorefrontHandler = async (request, context) => {
  const [, lang, slug] = /^\/(?:(en)\/)?pages\/([a-z]+)$/.exec(new URL(request.url).pathname) ?? [];
  if (!slug || !isTrustPageSlug(slug)) return new Response('not found', { status: 404 });
  const page = trustPage(slug, lang === 'en' ? 'en' : 'ar', await context.services.settings.trustPages());
  return new Response(JSON.stringify(page), { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let t: Awaited<ReturnType<typeof buildTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ storefront: trustPageRenderer });
  headers = bearer(
    await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role: 'admin' })).id),
  );
});
afterAll(() => t?.close());

const put = (value: unknown, as = headers) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/trust_pages', headers: as, payload: { value } });
const page = async (url: string) => {
  const response = await t.app.inject({ url });
  return { cache: response.headers['x-page-cache'], ...(response.json() as { title: string; body: string }) };
};

describe('trust pages text in settings', () => {
  it('shows the built-in text until staff write one, then theirs, dropping the cached page', async () => {
    const before = await page('/en/pages/returns');
    expect(before.body).toBe(defaultTrustPage('returns', 'en').body);
    expect((await t.app.inject({ url: '/en/pages/returns' })).statusCode).toBe(200);

    const value = {
      ...EMPTY_TRUST_PAGES_TEXT,
      returns_en: '## Returns\nBring it back within **30 days**.',
      returns_ar: '## الإرجاع\nأعده خلال **٣٠ يومًا**.',
    };
    const response = await put(value);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().trust_pages).toMatchObject({ returns_en: value.returns_en, delivery_en: '' });
    // The page cache is emptied when settings_changed reaches this process (moments after the commit).
    await vi.waitFor(async () => expect((await page('/en/pages/returns')).body).toBe(value.returns_en));
    expect((await page('/pages/returns')).body).toBe(value.returns_ar);
    // Empty fields keep the built-in text, title included.
    expect(await page('/en/pages/delivery')).toMatchObject(defaultTrustPage('delivery', 'en'));
    expect((await page('/en/pages/returns')).title).toBe(defaultTrustPage('returns', 'en').title);
    const read = await t.app.inject({ url: '/api/admin/settings', headers });
    expect(read.json().trust_pages.returns_ar).toBe(value.returns_ar);
  });

  it('is audited like the other settings', async () => {
    const value = { ...EMPTY_TRUST_PAGES_TEXT, privacy_en: 'We keep **nothing** we do not need.' };
    expect((await put(value)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'setting'), eq(activityLogs.entityId, 'trust_pages')))
      .orderBy(activityLogs.id);
    expect(entries.at(-1)).toMatchObject({
      actionType: 'UPDATE',
      userRole: 'admin',
      description: 'Saved the trust pages text',
      changes: { new: { trust_pages: { privacy_en: value.privacy_en } } },
    });
  });

  it('keeps typed markup as text: no HTML and no script links reach the page', async () => {
    const hostile =
      '<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n[click](javascript:alert(1)) [ok](https://matjar.qa)';
    expect((await put({ ...EMPTY_TRUST_PAGES_TEXT, terms_en: hostile })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await page('/en/pages/terms')).body).toBe(hostile));
    const blocks = parseRichText((await page('/en/pages/terms')).body);
    const inlines = blocks.flatMap((block) => (block.kind === 'list' ? block.items.flat() : block.inlines));
    expect(inlines.filter((inline) => inline.kind === 'link')).toEqual([
      { kind: 'link', text: 'ok', href: 'https://matjar.qa' },
    ]);
    expect(inlines.map((inline) => inline.text).join(' ')).toContain('<script>alert(1)</script>');
  });

  it('refuses text past its limit, NUL, and a value that is not the pages’ fields; editors may not save', async () => {
    const tooLong = await put({ ...EMPTY_TRUST_PAGES_TEXT, terms_ar: 'ا'.repeat(TRUST_PAGE_TEXT_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.issues).toEqual([
      expect.objectContaining({ path: ['body', 'value', 'terms_ar'], code: 'TEXT_TOO_LONG' }),
    ]);
    expect((await put({ ...EMPTY_TRUST_PAGES_TEXT, terms_ar: 'a\u0000b' })).statusCode).toBe(400);
    expect((await put('just text')).statusCode).toBe(400);
    expect((await put(null)).statusCode).toBe(400);
    const editor = bearer(
      await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role: 'editor' })).id),
    );
    const refused = await put(EMPTY_TRUST_PAGES_TEXT, editor);
    expect([401, 403]).toContain(refused.statusCode);
  });
});
