import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { insertCatalogFixture, type CatalogFixture } from '../catalog/testing/catalog-fixture.js';

describe('reviews API', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  beforeAll(async () => {
    ctx = await buildTestApp();
    f = await insertCatalogFixture(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  const review = (id: number | string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/store/products/${id}/reviews`, payload });

  it('stores a review, rating 5 by default, unverified, shown at once on the product', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: `/api/store/products/${f.headphones.id}` });
    expect(before.json().rating.count).toBe(0);
    const response = await review(f.headphones.id, { name: ' Mona ', comment: 'رائعة' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      productId: f.headphones.id,
      customerName: 'Mona',
      rating: 5,
      verified: false,
      status: 'published',
    });
    // The review's NOTIFY drops the cached product on every process.
    await vi.waitFor(async () => {
      const after = await ctx.app.inject({ method: 'GET', url: `/api/store/products/${f.headphones.id}` });
      expect(after.json().reviews[0]).toMatchObject({ customerName: 'Mona', comment: 'رائعة' });
      expect(after.json().rating).toMatchObject({ average: 5, count: 1 });
    });
  });

  it.each([
    [{ comment: 'x' }, 'name', 'REQUIRED'],
    [{ name: 'A', comment: '   ' }, 'comment', 'REQUIRED'],
    [{ name: 'A', comment: 'x', rating: 6 }, 'rating', 'VALIDATION_FAILED'],
    [{ name: 'A', comment: 'x', rating: 0 }, 'rating', 'VALIDATION_FAILED'],
  ])('refuses %j with 400 naming %s', async (payload, field, code) => {
    const response = await review(f.iphone.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['body', field], code })]),
    );
  });

  it('answers 404 for unknown and inactive products and 400 for a bad id', async () => {
    expect((await review(99_999_999, { name: 'A', comment: 'x' })).statusCode).toBe(404);
    const hidden = await review(f.hidden.id, { name: 'A', comment: 'x' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('NOT_FOUND');
    expect((await review('abc', { name: 'A', comment: 'x' })).statusCode).toBe(400);
  });
});
