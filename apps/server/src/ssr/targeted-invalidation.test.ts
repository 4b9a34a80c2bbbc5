import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { stockLevel, type ProductSort } from '@matjar/core';
import { orders, products } from '@matjar/db';
import { CHANNELS } from '../events/channels.js';
import { insertCatalogFixture, type CatalogFixture } from '../modules/catalog/testing/catalog-fixture.js';
import { insertOnlineOrder } from '../modules/payments/testing/payment-fixture.js';
import { applyPaymentOutcome } from '../modules/payments/payment-outcome.js';
import { changeStock } from '../modules/stock/stock-ledger.js';
import { buildTestApp } from '../testing/test-app.js';
import type { StorefrontHandler } from './storefront-handler.js';

// A stand-in storefront whose pages read the catalogue the way the real one does (a product with its related
// cards, a list of cards) and print what shoppers would see of them.
const storefront: StorefrontHandler = async (request, { services: { catalog } }) => {
  const { pathname, searchParams } = new URL(request.url);
  const html = { headers: { 'content-type': 'text/html; charset=utf-8' } };
  const card = (c: { id: number; stock: number }) => `<li>card ${c.id} ${stockLevel(c.stock)}</li>`;
  const product = /^(?:\/en)?\/product\/(\d+)$/.exec(pathname);
  if (product) {
    const id = Number(product[1]);
    const [detail, related] = await Promise.all([catalog.getProduct(id), catalog.relatedProducts(id)]);
    if (!detail) return new Response('not found', { ...html, status: 404 });
    const page = `<h1>${detail.id} ${stockLevel(detail.stock)} reviews ${detail.rating.count}</h1>`;
    return new Response(`${page}<ul>${related.map(card).join('')}</ul>`, html);
  }
  const list = await catalog.listProducts({
    category: Number(searchParams.get('category')) || undefined,
    sort: (searchParams.get('sort') ?? undefined) as ProductSort | undefined,
  });
  return new Response(`<ul>${list.items.map(card).join('')}</ul>`, html);
};

describe('targeted invalidation: a change to some products drops only what shows them', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  beforeAll(async () => {
    ctx = await buildTestApp({ storefront });
    f = await insertCatalogFixture(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  const page = (url: string) => ctx.app.inject({ method: 'GET', url });
  const cacheState = async (url: string) => (await page(url)).headers['x-page-cache'];

  it('a review of one product re-renders its pages in both languages and leaves other products cached', async () => {
    const reviewed = f.headphones.id;
    const other = f.oldPhone.id;
    const otherList = `/products?category=${f.phones.id}`;
    const urls = [`/product/${reviewed}`, `/en/product/${reviewed}`, `/product/${other}`, otherList];
    for (const url of urls) await page(url);
    for (const url of urls) expect(await cacheState(url)).toBe('hit');
    await page(`/api/store/products/${other}`);
    await page(`/api/store/products/${reviewed}`);

    const announced: string[] = [];
    const stop = await ctx.database.listen(CHANNELS.productsChanged, (payload) => announced.push(payload));
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${reviewed}/reviews`,
      payload: { name: 'Mona', comment: 'Clear sound', rating: 4 },
    });
    expect(review.statusCode).toBe(201);
    await vi.waitFor(() => expect(announced).toEqual([JSON.stringify({ products: [reviewed] })]));
    await stop();

    // The reviewed product's pages are rendered again (a miss, then kept) and show the review.
    for (const url of [`/product/${reviewed}`, `/en/product/${reviewed}`]) {
      const fresh = await page(url);
      expect(fresh.headers['x-page-cache']).toBe('miss');
      expect(fresh.body).toContain(`<h1>${reviewed} low reviews 1</h1>`);
      expect(await cacheState(url)).toBe('hit');
    }
    // Another product's page, a list that does not show the reviewed product and its API answer stay cached.
    expect(await cacheState(`/product/${other}`)).toBe('hit');
    expect(await cacheState(otherList)).toBe('hit');
    expect(ctx.app.contentCache.peek(`json:/api/store/products/${other}`)).toBeDefined();
    expect(ctx.app.contentCache.peek(`json:/api/store/products/${reviewed}`)).toBeUndefined();
  });

  it('a page showing a changed product as a related card is dropped with it', async () => {
    // The old phone's page shows the iPhone among its related products (same category).
    const url = `/product/${f.oldPhone.id}`;
    await page(url);
    expect((await page(url)).body).toContain(`card ${f.iphone.id}`);
    await ctx.database.notify(CHANNELS.productsChanged, JSON.stringify({ products: [f.iphone.id] }));
    await vi.waitFor(async () => expect(await cacheState(url)).toBe('miss'));
  });

  describe('stock given back when a card payment fails, is cancelled or expires', () => {
    /** A product whose whole stock an unpaid card order holds, with its page cached saying so. */
    async function soldOutByUnpaidOrder() {
      const [product] = await ctx.database.db
        .insert(products)
        .values({ name: `منتج ${f.tag}`, nameEn: `Item ${f.tag}`, description: 'x', price: 1_000, stock: 5 })
        .returning();
      const order = await insertOnlineOrder(ctx.database.db, [{ product: product!, quantity: 5 }]);
      const url = `/en/product/${product!.id}`;
      expect((await page(url)).body).toContain(`${product!.id} out`);
      expect(await cacheState(url)).toBe('hit');
      return { product: product!, order, url };
    }

    async function expectBackInStock(productId: number, url: string) {
      await vi.waitFor(async () => expect((await page(url)).body).toContain(`${productId} in`));
    }

    it.each(['failed', 'cancelled'] as const)('a %s payment', async (status) => {
      const { product, order, url } = await soldOutByUnpaidOrder();
      const paymentId = `pay-${status}-${order.id}`;
      await ctx.database.db.update(orders).set({ paymentId }).where(eq(orders.id, order.id));
      const announced: string[] = [];
      const stop = await ctx.database.listen(CHANNELS.productsChanged, (payload) => announced.push(payload));
      const result = await ctx.database.db.transaction((tx) =>
        applyPaymentOutcome(
          tx,
          {
            gatewayName: 'sandbox',
            log: ctx.app.log,
            now: () => new Date(),
            vault: ctx.app.giftCodeVault,
            whatsapp: ctx.app.whatsappMessages,
          },
          {
            paymentId,
            status,
            amount: order.totalAmount,
            transactionId: null,
            visaId: null,
            cardType: null,
          },
        ),
      );
      expect(result).toBe('applied');
      await vi.waitFor(() => expect(announced).toContain(JSON.stringify({ products: [product.id] })));
      await stop();
      await expectBackInStock(product.id, url);
    });

    it('an expired payment (the sweep)', async () => {
      const { product, order, url } = await soldOutByUnpaidOrder();
      const due = new Date(Date.now() - 60_000);
      await ctx.database.db.update(orders).set({ paymentExpiresAt: due }).where(eq(orders.id, order.id));
      expect(await ctx.app.payments.sweep()).toBeGreaterThanOrEqual(1);
      await expectBackInStock(product.id, url);
    });
  });

  it('keeps one page per sort, and drops every list when a product comes back in stock', async () => {
    const cheapFirst = `/products?category=${f.phones.id}&sort=price_asc`;
    const dearFirst = `/products?category=${f.phones.id}&sort=price_desc`;
    // Not showing the old phone, yet a list: its order could depend on it.
    const audioList = `/products?category=${f.audio.id}`;
    for (const url of [cheapFirst, dearFirst, audioList]) await page(url);
    // The iPhone in stock first; then the sold-out earbuds (0 after their discount) and old phone by price.
    expect((await page(cheapFirst)).body).toBe(
      `<ul><li>card ${f.iphone.id} in</li><li>card ${f.earbuds.id} out</li><li>card ${f.oldPhone.id} out</li></ul>`,
    );
    expect((await page(dearFirst)).body).toBe(
      `<ul><li>card ${f.iphone.id} in</li><li>card ${f.oldPhone.id} out</li><li>card ${f.earbuds.id} out</li></ul>`,
    );
    const productPage = `/product/${f.headphones.id}`;
    await page(productPage);
    for (const url of [cheapFirst, dearFirst, audioList, productPage])
      expect(await cacheState(url)).toBe('hit');

    await ctx.database.db.transaction((tx) =>
      changeStock(tx, [{ productId: f.oldPhone.id, variantId: null, delta: 3 }], {
        reason: 'manual_adjustment',
        short: () => new Error('adding stock never runs short'),
      }),
    );
    await vi.waitFor(async () => expect(await cacheState(audioList)).toBe('miss'));
    // Back in stock, the old phone (500 QAR) now comes before the iPhone.
    expect((await page(cheapFirst)).body).toBe(
      `<ul><li>card ${f.oldPhone.id} in</li><li>card ${f.iphone.id} in</li><li>card ${f.earbuds.id} out</li></ul>`,
    );
    // The headphones' page lists related products in stock, so it goes too.
    expect(await cacheState(productPage)).toBe('miss');
  });
});
