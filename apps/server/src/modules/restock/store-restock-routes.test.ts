import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { outbox, products, restockAlerts } from '@matjar/db';
import { formatMoney } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { RESTOCK_ALERT_KIND } from '../../mail/mail-queue.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../mail/testing/smtp-catcher.js';
import { RATE_LIMITS } from '../rate-limits/rate-limit-rules.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import {
  insertCatalogTerms,
  productBody,
  productCsv,
  type CatalogTerms,
} from '../catalog/products/testing/admin-products-test-support.js';
import { changeStock } from '../stock/stock-ledger.js';

// "Notify me when available" (decision 036): subscribe, the e-mail queued once by the stock
// ledger on 0 → n through each stock path, sent over real SMTP in the subscriber's language, unsubscribe.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpCatcher;
let editor: Record<string, string>;
let terms: CatalogTerms;
let addresses = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Matjar <no-reply@matjar.qa>',
      PUBLIC_URL: 'https://shop.example.qa',
      SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+',
    },
  });
  const user = await createStaffUser(t.database.db, { role: 'editor' });
  editor = bearer(await createSessionToken(t.database.db, user.id));
  terms = await insertCatalogTerms(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Created = { id: number; variants: { id: number; name: string; stock: number }[] };
async function create(overrides: Parameters<typeof productBody>[1] = {}): Promise<Created> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: editor,
    payload: productBody(terms, { name: `منتج نفد ${terms.tag} ${++addresses}`, stock: 0, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product as Created;
}

const subscribe = (payload: object, remoteAddress = `10.40.0.${(++addresses % 200) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/store/restock-alerts', remoteAddress, payload });

const alertMails = async (productId: number) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.kind, RESTOCK_ALERT_KIND))).filter(
    (row) => (row.payload as { productId: number }).productId === productId,
  );

const patchStock = (productId: number, stock: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${productId}`,
    headers: editor,
    payload: { stock },
  });

describe('POST /api/store/restock-alerts', () => {
  it('stores one row per e-mail and item, however often it is asked (same answer each time)', async () => {
    const product = await create();
    const body = { email: ' Muna@Example.com ', productId: product.id, locale: 'en' };
    for (let i = 0; i < 3; i += 1) {
      const response = await subscribe(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    const rows = await t.database.db
      .select()
      .from(restockAlerts)
      .where(eq(restockAlerts.productId, product.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'muna@example.com',
      variantId: null,
      locale: 'en',
      notifiedAt: null,
    });
  });

  it('refuses hostile or wrong input with a 4xx and a code, never a 5xx', async () => {
    const soldOut = await create();
    const inStock = await create({ stock: 4 });
    const cases: [object, number, string][] = [
      [{ email: 'not-an-email', productId: soldOut.id }, 400, 'VALIDATION_ERROR'],
      [{ email: 'a@example.com', productId: -1 }, 400, 'VALIDATION_ERROR'],
      [{ email: 'a@example.com', productId: 2 ** 40 }, 400, 'VALIDATION_ERROR'],
      [{ email: `${'x'.repeat(400)}@example.com`, productId: soldOut.id }, 400, 'VALIDATION_ERROR'],
      [{ email: 'a@example.com', productId: soldOut.id, locale: 'fr' }, 400, 'VALIDATION_ERROR'],
      [{ email: 'a@example.com', productId: 999_999 }, 404, 'PRODUCT_NOT_FOUND'],
      [{ email: 'a@example.com', productId: soldOut.id, variantId: 999_999 }, 404, 'VARIANT_NOT_FOUND'],
      [{ email: 'a@example.com', productId: inStock.id }, 409, 'RESTOCK_ALERT_IN_STOCK'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await subscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (code !== 'VALIDATION_ERROR') expect(response.json().error.code).toBe(code);
      expect(response.json().error.messageAr).toBeTruthy();
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/store/restock-alerts',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
  });

  it(`refuses one e-mail after ${RATE_LIMITS['restock-alert-email'].max} requests an hour, from any address`, async () => {
    const product = await create();
    const email = `flood-${terms.tag}@example.com`;
    for (let i = 0; i < RATE_LIMITS['restock-alert-email'].max; i += 1) {
      expect((await subscribe({ email, productId: product.id }, `10.41.0.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: email.replace('@', '+x@'), productId: product.id }, '10.41.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it(`refuses one address after ${RATE_LIMITS['restock-alert-address'].max} requests an hour`, async () => {
    const product = await create();
    for (let i = 0; i < RATE_LIMITS['restock-alert-address'].max; i += 1) {
      const response = await subscribe(
        { email: `a${i}-${terms.tag}@example.com`, productId: product.id },
        '10.42.0.1',
      );
      expect(response.statusCode).toBe(200);
    }
    expect(
      (await subscribe({ email: `late-${terms.tag}@example.com`, productId: product.id }, '10.42.0.1'))
        .statusCode,
    ).toBe(429);
  });
});

describe('the restock e-mail', () => {
  it('is queued once when an admin edit takes the stock from 0 to more, not on a later n → m', async () => {
    const product = await create();
    await subscribe({ email: `edit-${terms.tag}@example.com`, productId: product.id, locale: 'ar' });
    expect(await alertMails(product.id)).toHaveLength(0);
    expect((await patchStock(product.id, 3)).statusCode).toBe(200);
    expect(await alertMails(product.id)).toHaveLength(1);
    expect((await patchStock(product.id, 7)).statusCode).toBe(200);
    // Sold out again and back: the subscription was e-mailed already.
    expect((await patchStock(product.id, 0)).statusCode).toBe(200);
    expect((await patchStock(product.id, 2)).statusCode).toBe(200);
    expect(await alertMails(product.id)).toHaveLength(1);
  });

  it('is queued by a CSV import that restocks', async () => {
    const product = await create();
    await subscribe({ email: `csv-${terms.tag}@example.com`, productId: product.id });
    const csv = productCsv([
      {
        id: product.id,
        name_ar: `مستورد ${terms.tag}`,
        description_ar: 'وصف',
        price: '3500',
        stock: 5,
        category_ids: terms.phones.id,
        brand_id: terms.brand.id,
      },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...editor, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await alertMails(product.id)).toHaveLength(1);
  });

  it('is queued for a variant when the variant grid restocks it, not for its sibling still at 0', async () => {
    const product = await create({
      stock: 0,
      variants: [
        { name: 'أسود', name_en: 'Black', price: 1_000, stock: 0 },
        { name: 'أبيض', name_en: 'White', price: 1_000, stock: 0 },
      ],
    });
    const [black, white] = product.variants;
    await subscribe({
      email: `black-${terms.tag}@example.com`,
      productId: product.id,
      variantId: black!.id,
      locale: 'en',
    });
    await subscribe({ email: `white-${terms.tag}@example.com`, productId: product.id, variantId: white!.id });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/variants`,
      headers: editor,
      payload: { variants: [{ id: black!.id, stock: 4 }], stock_reason: 'stock_count' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mails = await alertMails(product.id);
    expect(mails.map((m) => (m.payload as { to: string }).to)).toEqual([`black-${terms.tag}@example.com`]);
    expect(mails[0]!.payload).toMatchObject({ variantName: 'أسود', variantNameEn: 'Black', locale: 'en' });
  });

  it('opens the variant asked for, with its price after the discount and the product’s picture', async () => {
    const product = await create({
      stock: 0,
      discount_type: 'percentage',
      discount_value: 10,
      variants: [
        { name: 'أسود', name_en: 'Black', price: 120_000, stock: 0 },
        { name: 'أبيض', name_en: 'White', price: 150_000, stock: 0 },
      ],
    });
    const white = product.variants[1]!;
    await t.database.db
      .update(products)
      .set({ image: `/media/restock-${terms.tag}.webp` })
      .where(eq(products.id, product.id));
    const email = `variant-${terms.tag}@example.com`;
    await subscribe({ email, productId: product.id, variantId: white.id, locale: 'en' });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/variants`,
      headers: editor,
      payload: { variants: [{ id: white.id, stock: 2 }], stock_reason: 'stock_count' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(mail.text).toContain(`https://shop.example.qa/en/product/${product.id}?variant=${white.id}`);
    // 1,500 QAR less 10 %.
    expect(mail.text).toContain(`Price: ${formatMoney(135_000, 'en')}`);
    expect(mail.html).toContain(`<img src="https://shop.example.qa/media/restock-${terms.tag}.webp"`);
    expect(mail.html).toContain('max-width:100%');
  });

  it('is queued by a cancelled order’s or a return’s restock (the ledger, whatever the reason)', async () => {
    const product = await create();
    await subscribe({ email: `return-${terms.tag}@example.com`, productId: product.id });
    for (const reason of ['order_canceled', 'return'] as const) {
      await t.database.db.transaction((tx) =>
        changeStock(tx, [{ productId: product.id, variantId: null, delta: reason === 'return' ? 1 : 0 }], {
          reason,
          short: () => new Error('short'),
        }),
      );
    }
    expect(await alertMails(product.id)).toHaveLength(1);
  });

  it('is not queued when the stock change rolls back', async () => {
    const product = await create();
    await subscribe({ email: `rollback-${terms.tag}@example.com`, productId: product.id });
    await expect(
      t.database.db.transaction(async (tx) => {
        await changeStock(tx, [{ productId: product.id, variantId: null, delta: 2 }], {
          reason: 'manual_adjustment',
          short: () => new Error('short'),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await alertMails(product.id)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(restockAlerts)
      .where(eq(restockAlerts.productId, product.id));
    expect(row!.notifiedAt).toBeNull();
  });

  it('goes out over SMTP in the subscriber’s language with a signed unsubscribe link that works without sign-in', async () => {
    const product = await create({ name_en: `Sold-out phone ${terms.tag}` });
    const arabic = `ar-${terms.tag}@example.com`;
    const english = `en-${terms.tag}@example.com`;
    await subscribe({ email: arabic, productId: product.id, locale: 'ar' });
    await subscribe({ email: english, productId: product.id, locale: 'en' });
    expect((await patchStock(product.id, 6)).statusCode).toBe(200);
    await t.app.mailWorker.runOnce();

    const ar = await smtp.waitFor((m) => m.recipients.includes(arabic));
    expect(ar.subject).toContain('عاد إلى المخزون');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain(`https://shop.example.qa/product/${product.id}`);
    const en = await smtp.waitFor((m) => m.recipients.includes(english));
    expect(en.subject).toBe(`Back in stock: Sold-out phone ${terms.tag} — Matjar`);
    expect(en.text).toContain(`https://shop.example.qa/en/product/${product.id}`);
    const link = /https:\/\/shop\.example\.qa\/en\/restock\/unsubscribe\?token=(\S+)/.exec(en.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    // A second run sends nothing more: once per subscription.
    expect((await t.app.mailWorker.runOnce()).sent).toBe(0);

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/store/restock-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().subscription).toMatchObject({
      productNameEn: `Sold-out phone ${terms.tag}`,
      unsubscribed: false,
    });
    // The GET changed nothing; the POST stops it, and answers the same when repeated.
    for (let i = 0; i < 2; i += 1) {
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/store/restock-alerts/unsubscribe',
        payload: { token },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().subscription.unsubscribed).toBe(true);
    }
    const [row] = await t.database.db
      .select()
      .from(restockAlerts)
      .where(and(eq(restockAlerts.productId, product.id), eq(restockAlerts.email, english)));
    expect(row!.unsubscribedAt).not.toBeNull();

    // An unsubscribed address is not e-mailed on the next restock.
    await subscribe({ email: arabic, productId: (await create()).id });
    expect((await patchStock(product.id, 0)).statusCode).toBe(200);
    expect((await patchStock(product.id, 1)).statusCode).toBe(200);
    expect(await alertMails(product.id)).toHaveLength(2);

    // Forged, cut and malformed tokens all answer the same 404.
    const [id, signature] = token.split('.');
    const otherId = `${Number(id) + 1}.${signature}`;
    const flipped = `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      flipped,
      otherId,
      token.slice(0, -3),
      'x',
      `${id}.`,
      '../../etc/passwd',
      'a'.repeat(100),
    ]) {
      for (const request of [
        {
          method: 'GET' as const,
          url: `/api/store/restock-alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
        },
        { method: 'POST' as const, url: '/api/store/restock-alerts/unsubscribe', payload: { token: bad } },
      ]) {
        const refused = await t.app.inject(request);
        expect(refused.statusCode, bad).toBe(404);
        expect(refused.json().error.code).toBe('RESTOCK_UNSUBSCRIBE_INVALID');
      }
    }
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/store/restock-alerts/unsubscribe',
      payload: { token: 'a'.repeat(500) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('staff see who waits', () => {
  const waiting = async (productId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${productId}`,
      headers: editor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().product.restock_waiting as { variant_id: number | null; count: number }[];
  };

  it('counts live subscriptions per item on the product page, and drops those already told', async () => {
    const product = await create({
      stock: 0,
      variants: [
        { name: 'أحمر', name_en: 'Red', price: 1_000, stock: 0 },
        { name: 'أخضر', name_en: 'Green', price: 1_000, stock: 0 },
      ],
    });
    const [red, green] = product.variants;
    expect(await waiting(product.id)).toEqual([]);
    for (const who of ['a', 'b'])
      await subscribe({
        email: `${who}-red-${terms.tag}@example.com`,
        productId: product.id,
        variantId: red!.id,
      });
    await subscribe({
      email: `c-green-${terms.tag}@example.com`,
      productId: product.id,
      variantId: green!.id,
    });
    await subscribe({ email: `any-${terms.tag}@example.com`, productId: product.id });
    // The same e-mail asking again is one subscription.
    await subscribe({ email: `A-RED-${terms.tag}@example.com`, productId: product.id, variantId: red!.id });
    expect(await waiting(product.id)).toEqual([
      { variant_id: null, count: 1 },
      ...[
        { variant_id: red!.id, count: 2 },
        { variant_id: green!.id, count: 1 },
      ].sort((x, y) => x.variant_id - y.variant_id),
    ]);

    // Red restocked: its two were told and wait no more; the rest still wait.
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/variants`,
      headers: editor,
      payload: { variants: [{ id: red!.id, stock: 3 }], stock_reason: 'stock_count' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const left = await waiting(product.id);
    expect(left.find((entry) => entry.variant_id === red!.id)).toBeUndefined();
    expect(left).toContainEqual({ variant_id: green!.id, count: 1 });
  });
});

describe('the outbox rows', () => {
  it('are of the restock kind with dedupe keys naming the subscription', async () => {
    const rows = await t.database.db.select().from(outbox).where(like(outbox.dedupeKey, 'restock-alert:%'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.kind === RESTOCK_ALERT_KIND)).toBe(true);
  });
});
