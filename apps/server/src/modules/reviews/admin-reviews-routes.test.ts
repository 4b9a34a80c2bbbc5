import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { REVIEW_AUTO_PUBLISH_MAX_CHARS, type AdminReviewRow, type Role } from '@matjar/core';
import { activityLogs, reviews } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { insertCatalogFixture, type CatalogFixture } from '../catalog/testing/catalog-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

describe('back-office reviews', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  const staff = {} as Record<Role, { id: number; username: string }>;
  beforeAll(async () => {
    ctx = await buildTestApp({ rateLimits: { 'review-address': { max: 100_000 } } });
    f = await insertCatalogFixture(ctx.database.db);
    for (const role of ['viewer', 'editor', 'admin', 'super_admin'] as const)
      staff[role] = await createStaffUser(ctx.database.db, { role });
  });
  afterAll(() => ctx?.close());

  const asStaff = async (role: Role, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(await createSessionToken(ctx.database.db, staff[role].id)),
      ...(payload ? { payload } : {}),
    });
  const write = (productId: number, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/store/products/${productId}/reviews`, payload });
  const productPage = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/store/products/${id}` })).json();
  const list = async (query: string, role: Role = 'viewer') => {
    const response = await asStaff(role, 'GET', `/api/admin/reviews?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { reviews: AdminReviewRow[]; total: number; pending_count: number };
  };

  it.each([
    ['a link', { name: 'Mona', comment: 'cheaper at https://example.com' }],
    ['a bare domain in full-width letters', { name: 'Mona', comment: 'زوروا ｅｘａｍｐｌｅ．ｑａ' }],
    ['a link in the name', { name: 'www.example.qa', comment: 'good' }],
    ['an over-long comment', { name: 'Mona', comment: 'ج'.repeat(REVIEW_AUTO_PUBLISH_MAX_CHARS + 1) }],
  ])('holds a review with %s for approval: not on the product page, nor in its rating', async (_, body) => {
    const before = await productPage(f.earbuds.id);
    const response = await write(f.earbuds.id, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('pending');
    const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, response.json().id));
    expect(row!.status).toBe('pending');
    const after = await productPage(f.earbuds.id);
    expect(after.reviews).toEqual(before.reviews);
    expect(after.rating).toEqual(before.rating);
    expect((await list(`product_id=${f.earbuds.id}&status=pending`)).reviews.map((r) => r.id)).toContain(
      response.json().id,
    );
  });

  it('hiding a review takes it out of the average and distribution; restoring brings it back', async () => {
    const created = await write(f.headphones.id, { name: 'Ali', comment: 'Clear sound', rating: 2 });
    expect(created.json().status).toBe('published');
    const id: number = created.json().id;
    await vi.waitFor(async () => expect((await productPage(f.headphones.id)).rating.count).toBe(1));
    await write(f.headphones.id, { name: 'Sara', comment: 'ممتازة', rating: 5 });
    await vi.waitFor(async () =>
      expect((await productPage(f.headphones.id)).rating).toMatchObject({ average: 3.5, count: 2 }),
    );

    expect(
      (await asStaff('viewer', 'PATCH', `/api/admin/reviews/${id}`, { status: 'hidden' })).statusCode,
    ).toBe(403);
    const hidden = await asStaff('editor', 'PATCH', `/api/admin/reviews/${id}`, { status: 'hidden' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id, status: 'hidden', moderated_by: staff.editor.username });
    expect(hidden.json().moderated_at).not.toBeNull();
    // The change's NOTIFY drops the cached product at once.
    await vi.waitFor(async () => {
      const page = await productPage(f.headphones.id);
      expect(page.rating).toMatchObject({ average: 5, count: 1 });
      expect(page.rating.distribution).toContainEqual({ stars: 2, count: 0 });
      expect(page.reviews.map((r: { id: number }) => r.id)).not.toContain(id);
    });

    const restored = await asStaff('editor', 'PATCH', `/api/admin/reviews/${id}`, { status: 'published' });
    expect(restored.json().status).toBe('published');
    await vi.waitFor(async () => {
      const page = await productPage(f.headphones.id);
      expect(page.rating).toMatchObject({ average: 3.5, count: 2 });
      expect(page.rating.distribution).toContainEqual({ stars: 2, count: 1 });
      expect(page.reviews.map((r: { id: number }) => r.id)).toContain(id);
    });

    const audit = await ctx.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'review'), eq(activityLogs.entityId, String(id))))
      .orderBy(desc(activityLogs.id));
    expect(audit.map((e) => [e.actionType, e.changes])).toEqual([
      ['UPDATE', { old: { status: 'hidden' }, new: { status: 'published' } }],
      ['UPDATE', { old: { status: 'published' }, new: { status: 'hidden' } }],
    ]);
    expect(audit[0]!.description).toMatch(/^Restored the review by Ali/);
  });

  it('approving a pending review publishes it on the product page', async () => {
    const created = await write(f.iphone.id, { name: 'Omar', comment: 'see www.example.com', rating: 1 });
    const id: number = created.json().id;
    const approved = await asStaff('editor', 'PATCH', `/api/admin/reviews/${id}`, { status: 'published' });
    expect(approved.statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect((await productPage(f.iphone.id)).reviews.map((r: { id: number }) => r.id)).toContain(id),
    );
    const [entry] = await ctx.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'review'), eq(activityLogs.entityId, String(id))));
    expect(entry!.description).toMatch(/^Approved the review by Omar/);
    expect(
      (await asStaff('editor', 'PATCH', '/api/admin/reviews/999999', { status: 'hidden' })).statusCode,
    ).toBe(404);
    expect(
      (await asStaff('editor', 'PATCH', `/api/admin/reviews/${id}`, { status: 'pending' })).statusCode,
    ).toBe(400);
  });

  it('deletes a review (admin only), audited, and the product page follows', async () => {
    const created = await write(f.oldPhone.id, { name: 'Huda', comment: 'جيد', rating: 3 });
    const id: number = created.json().id;
    await vi.waitFor(async () => expect((await productPage(f.oldPhone.id)).rating.count).toBe(1));
    expect((await asStaff('editor', 'DELETE', `/api/admin/reviews/${id}`)).statusCode).toBe(403);
    const deleted = await asStaff('admin', 'DELETE', `/api/admin/reviews/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([]);
    await vi.waitFor(async () => expect((await productPage(f.oldPhone.id)).rating.count).toBe(0));
    const [entry] = await ctx.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'review'), eq(activityLogs.entityId, String(id))));
    expect(entry).toMatchObject({ actionType: 'DELETE', username: staff.admin.username });
    expect(entry!.changes).toMatchObject({ old: { comment: 'جيد', rating: 3 } });
    expect((await asStaff('admin', 'DELETE', `/api/admin/reviews/${id}`)).statusCode).toBe(404);
  });

  it('lists newest first with the product in both languages, filtered by rating, product and status', async () => {
    const all = await list(`product_id=${f.iphone.id}`);
    const dates = all.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.reviews[0]!.product).toEqual({
      id: f.iphone.id,
      name: expect.stringContaining('آيفون'),
      name_en: expect.stringContaining('iPhone'),
      path: `/product/${f.iphone.id}`,
    });
    expect(all.total).toBe(all.reviews.length);
    expect(all.pending_count).toBeGreaterThanOrEqual(4);

    const fours = await list(`product_id=${f.iphone.id}&rating=4`);
    expect(fours.reviews.map((r) => r.customer_name).sort()).toEqual(['Ali', 'Omar']);
    expect(fours.reviews.every((r) => r.rating === 4)).toBe(true);

    const pending = await list(`product_id=${f.earbuds.id}&status=pending`);
    expect(pending.total).toBe(4);
    expect(pending.reviews.every((r) => r.status === 'pending')).toBe(true);

    // The product filter folds Arabic as the storefront's search does: "ايفون" finds "آيفون".
    for (const name of ['ايفون ١٥', 'IPHONE 15']) {
      const byName = await list(`product=${encodeURIComponent(name)}&rating=5`);
      expect(byName.reviews.length).toBeGreaterThan(0);
      expect(byName.reviews.every((r) => r.product.name_en?.startsWith('iPhone 15'))).toBe(true);
    }

    const paged = await list(`product_id=${f.iphone.id}&page=2&page_size=1`);
    expect(paged.reviews).toEqual([all.reviews[1]]);
    expect(paged.total).toBe(all.total);
  });
});
