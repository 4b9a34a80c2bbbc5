import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productVariants, products, stockMovements } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { changeStock, recordCreatedStock } from './stock-ledger.js';
import { insertPaymentFixture } from '../payments/testing/payment-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// A brand gift card's stock is its count of unsold codes: every way staff type a stock level refuses it,
// with one stable code, while goods and the shop's own card keep their stock fields.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: Awaited<ReturnType<typeof insertPaymentFixture>>;
let admin: string;
const db = () => t.app.db;

beforeAll(async () => {
  t = await buildTestApp();
  f = await insertPaymentFixture(db());
  admin = await createSessionToken(db(), (await createStaffUser(db(), { role: 'admin' })).id);
});
afterAll(() => t?.close());

const call = (method: 'PATCH' | 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

const stockOf = async (variantId: number) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
const movementsOf = async (productId: number) =>
  (await db().select().from(stockMovements).where(eq(stockMovements.productId, productId))).length;

function expectRefused(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(409);
  const { error } = response.json();
  expect(error.code).toBe('GIFT_CARD_STOCK_FROM_CODES');
  expect(error.message).toContain('unsold codes');
  expect(error.messageAr).toContain('عدد رموزه غير المبيعة');
  expect(error.messageAr).toContain(f.giftCard.name);
}

describe('typed stock of a brand gift card', () => {
  it('the variant stock field, the variant grid and the list stepper are refused and nothing moves', async () => {
    const before = { stock: await stockOf(f.card50.id), moves: await movementsOf(f.giftCard.id) };

    expectRefused(
      await call('PATCH', `/api/admin/products/${f.giftCard.id}/variants/${f.card50.id}`, { stock: 99 }),
    );
    expectRefused(
      await call('PATCH', `/api/admin/products/${f.giftCard.id}/variants`, {
        variants: [{ id: f.card50.id, stock: before.stock + 5 }],
        stock_reason: 'stock_count',
      }),
    );
    // A card of one value keeps its stock on the product row: the list's stepper is refused too.
    const [solo] = await db()
      .insert(products)
      .values({
        name: 'بطاقة من قيمة واحدة',
        nameEn: 'One-value card',
        description: 'وصف',
        price: 2_000,
        stock: 0,
        categoryId: f.giftCard.categoryId,
        brandId: f.giftCard.brandId,
      })
      .returning();
    const refused = await call('PATCH', `/api/admin/products/${solo!.id}`, { stock: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('GIFT_CARD_STOCK_FROM_CODES');
    expect(refused.json().error.messageAr).toContain('بطاقة من قيمة واحدة');
    expect(await movementsOf(solo!.id)).toBe(0);

    expect(await stockOf(f.card50.id)).toBe(before.stock);
    expect(await movementsOf(f.giftCard.id)).toBe(before.moves);
  });

  it('a change that types no stock still saves (the card can be switched off)', async () => {
    const response = await call('PATCH', `/api/admin/products/${f.giftCard.id}`, { is_active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().product.is_active).toBe(false);
    await call('PATCH', `/api/admin/products/${f.giftCard.id}`, { is_active: true });
  });

  it('the admin rows say which products count their stock from codes', async () => {
    const list = (await call('GET', '/api/admin/products?page_size=100')).json();
    const row = (id: number) => list.products.find((p: { id: number }) => p.id === id);
    expect(row(f.giftCard.id).stock_from_codes).toBe(true);
    expect(row(f.shopCard.id).stock_from_codes).toBe(false);
    expect(row(f.speaker.id).stock_from_codes).toBe(false);
    const detail = (await call('GET', `/api/admin/products/${f.giftCard.id}`)).json();
    expect(detail.product.stock_from_codes).toBe(true);
  });

  it('goods and the shop’s own card keep their typed stock', async () => {
    const goods = await call('PATCH', `/api/admin/products/${f.speaker.id}`, { stock: 17 });
    expect(goods.statusCode).toBe(200);
    expect(goods.json().product.stock).toBe(17);
    const shop = await call('PATCH', `/api/admin/products/${f.shopCard.id}/variants/${f.shop50.id}`, {
      stock: 40,
    });
    expect(shop.statusCode).toBe(200);
    expect(await stockOf(f.shop50.id)).toBe(40);
  });
});

describe('the ledger itself', () => {
  const actor = { adminUserId: null, username: 'test' };
  const short = () => new Error('short');

  it('refuses a products file’s stock and a typed first stock for a brand card, and lets codes move it', async () => {
    const line = { productId: f.giftCard.id, variantId: f.card100.id, delta: 4 };
    await expect(
      db().transaction((tx) => changeStock(tx, [line], { reason: 'import', actor, short })),
    ).rejects.toMatchObject({ code: 'GIFT_CARD_STOCK_FROM_CODES' });
    await expect(
      db().transaction((tx) =>
        recordCreatedStock(tx, [{ productId: f.giftCard.id, variantId: f.card100.id, stock: 4 }], actor),
      ),
    ).rejects.toMatchObject({ code: 'GIFT_CARD_STOCK_FROM_CODES' });
    // A new value of the card starting at 0 is no typed stock; codes loaded move it as before.
    await db().transaction((tx) =>
      recordCreatedStock(tx, [{ productId: f.giftCard.id, variantId: f.card100.id, stock: 0 }], actor),
    );
    const before = await stockOf(f.card100.id);
    await db().transaction((tx) => changeStock(tx, [line], { reason: 'codes_imported', actor, short }));
    expect(await stockOf(f.card100.id)).toBe(before + 4);
  });
});

describe('the low-codes alert threshold', () => {
  it('is set on a brand card, audited in the product row', async () => {
    const response = await call('PUT', `/api/admin/gift-code-inventory/${f.giftCard.id}/threshold`, {
      threshold: 12,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ threshold: 12 });
    const [row] = await db().select().from(products).where(eq(products.id, f.giftCard.id));
    expect(row!.lowCodesThreshold).toBe(12);
    const inventory = (await call('GET', '/api/admin/gift-code-inventory')).json();
    const card = inventory.cards.find((c: { variant_id: number }) => c.variant_id === f.card50.id);
    expect(card.low_threshold).toBe(12);
    expect(card.low).toBe(card.available <= 12);
  });

  it('is refused for goods and the shop’s own card, and for an unknown product', async () => {
    for (const id of [f.speaker.id, f.shopCard.id]) {
      const response = await call('PUT', `/api/admin/gift-code-inventory/${id}/threshold`, { threshold: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('GIFT_CODES_NOT_INVENTORY_CARD');
    }
    const missing = await call('PUT', '/api/admin/gift-code-inventory/999999/threshold', { threshold: 3 });
    expect(missing.statusCode).toBe(404);
  });
});
