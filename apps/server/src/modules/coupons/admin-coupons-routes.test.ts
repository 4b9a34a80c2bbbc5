import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, coupons, orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { couponBody, dohaDay, uniqueCode } from './testing/coupon-test-support.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Response = Awaited<ReturnType<Awaited<ReturnType<typeof buildTestApp>>['app']['inject']>>;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let admin: (method: Method, url: string, payload?: object) => Promise<Response>;
let viewer: typeof admin;

beforeAll(async () => {
  t = await buildTestApp();
  const signIn = async (role: 'admin' | 'viewer') => {
    const headers = bearer(
      await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role })).id),
    );
    return (method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
  admin = await signIn('admin');
  viewer = await signIn('viewer');
});
afterAll(() => t?.close());

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await admin('POST', '/api/admin/coupons', couponBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const countRows = async () => ({
  coupons: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(coupons))[0]!.n,
  logs: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(activityLogs))[0]!.n,
});
const logsOf = (id: number) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityType, 'coupon'), eq(activityLogs.entityId, String(id))))
    .orderBy(activityLogs.id);
const storefrontCodes = async () =>
  ((await t.app.inject({ url: '/api/store/coupons' })).json().coupons as { code: string }[]).map(
    (c) => c.code,
  );
/** An order naming the code, written directly: these tests are about counting, not checkout. */
async function orderWith(code: string, extra: Partial<typeof orders.$inferInsert> = {}) {
  await t.database.db.insert(orders).values({
    orderNumber: uniqueCode('ORD'),
    customerName: 'Test',
    customerEmail: 'test@example.com',
    emailKey: 'test@example.com',
    status: 'pending',
    paymentMethod: 'cash',
    subtotal: 10_000,
    totalAmount: 10_000,
    couponCode: code,
    locale: 'ar',
    ...extra,
  });
}

describe('creating a coupon', () => {
  it('stores the code upper-case, the dates as Doha day bounds, and audits the new values', async () => {
    const code = uniqueCode('spring').toLowerCase();
    const coupon = await create({
      code: `  ${code} `,
      type: 'fixed',
      value: 2_500,
      min_order: 10_000,
      starts_on: '2030-03-01',
      expires_on: '2030-03-31',
      usage_limit: 10,
      per_customer_limit: 1,
    });
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      type: 'fixed',
      value: 2_500,
      min_order: 10_000,
      starts_on: '2030-03-01',
      expires_on: '2030-03-31',
      starts_at: '2030-02-28T21:00:00.000Z',
      expires_at: '2030-03-31T20:59:59.999Z',
      usage_limit: 10,
      per_customer_limit: 1,
      state: 'scheduled',
      uses: 0,
      deletable: true,
    });
    const [log] = await logsOf(coupon.id);
    expect(log).toMatchObject({ actionType: 'CREATE', entityName: code.toUpperCase() });
    expect((log!.changes as { new: object }).new).toMatchObject({ code: code.toUpperCase(), value: 2_500 });
  });

  it.each([
    ['a malformed code', { code: 'no spaces!' }, 'code', 'COUPON_CODE_FORMAT'],
    ['a percentage over 100', { value: 150 }, 'value', 'COUPON_PERCENT_RANGE'],
    ['a zero fixed amount', { type: 'fixed', value: 0 }, 'value', 'COUPON_AMOUNT_REQUIRED'],
    [
      'a start after the expiry',
      { starts_on: dohaDay(10), expires_on: dohaDay(5) },
      'expires_on',
      'COUPON_DATES_INVALID',
    ],
    ['an impossible date', { expires_on: '2030-02-30' }, 'expires_on', 'COUPON_DATE_FORMAT'],
    ['a use limit of 0', { usage_limit: 0 }, 'usage_limit', 'COUPON_LIMIT_WHOLE_NUMBER'],
    ['no Arabic description', { description_ar: ' ' }, 'description_ar', 'REQUIRED'],
  ])(
    'refuses %s with 400 and its code in both languages, storing nothing',
    async (_name, change, field, code) => {
      const before = await countRows();
      const response = await admin('POST', '/api/admin/coupons', couponBody(change));
      expect(response.statusCode).toBe(400);
      const issue = response.json().error.issues.find((i: { path: string[] }) => i.path.includes(field));
      expect(issue).toMatchObject({ code });
      expect(issue.messageAr).toMatch(/[\u0600-\u06FF]/);
      expect(await countRows()).toEqual(before);
    },
  );

  it('refuses a code that exists in another case with 409 COUPON_CODE_TAKEN', async () => {
    const { code } = await create();
    const before = await countRows();
    const response = await admin('POST', '/api/admin/coupons', couponBody({ code: code.toLowerCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('COUPON_CODE_TAKEN');
    expect(await countRows()).toEqual(before);
  });

  it('is refused to a viewer (coupons.manage), who may still read the list', async () => {
    expect((await viewer('POST', '/api/admin/coupons', couponBody())).statusCode).toBe(403);
    expect((await viewer('GET', '/api/admin/coupons')).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('shows each state by core rule, newest first, filtered by state and searched by code', async () => {
    const tag = uniqueCode('ST');
    const active = await create({ code: `${tag}-ACTIVE` });
    const scheduled = await create({ code: `${tag}-LATER`, starts_on: dohaDay(2), expires_on: dohaDay(9) });
    const expired = await create({ code: `${tag}-OLD`, expires_on: dohaDay(-1) });
    const inactive = await create({ code: `${tag}-OFF`, is_active: false });
    const usedUp = await create({ code: `${tag}-FULL`, usage_limit: 2 });
    await orderWith(usedUp.code);
    await orderWith(usedUp.code, { paymentMethod: 'online', paymentStatus: 'pending' });
    // Neither counts: canceled, and a failed card payment.
    await orderWith(active.code, { status: 'canceled' });
    await orderWith(active.code, { paymentMethod: 'online', paymentStatus: 'failed' });

    const list = (await admin('GET', `/api/admin/coupons?q=${tag.toLowerCase()}`)).json().coupons;
    expect(list.map((c: { code: string; state: string; uses: number }) => [c.code, c.state, c.uses])).toEqual(
      [
        [usedUp.code, 'used_up', 2],
        [inactive.code, 'inactive', 0],
        [expired.code, 'expired', 0],
        [scheduled.code, 'scheduled', 0],
        [active.code, 'active', 0],
      ],
    );
    const only = await admin('GET', `/api/admin/coupons?q=${tag}&state=scheduled`);
    expect(only.json().coupons.map((c: { id: number }) => c.id)).toEqual([scheduled.id]);
    // The storefront lists only the active one of them.
    expect((await storefrontCodes()).filter((code) => code.startsWith(tag))).toEqual([active.code]);
  });

  it('answers 400 for an unknown state and 404 for an unknown id', async () => {
    expect((await admin('GET', '/api/admin/coupons?state=gone')).statusCode).toBe(400);
    const missing = await admin('GET', '/api/admin/coupons/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('COUPON_NOT_FOUND');
  });
});

describe('editing', () => {
  it('saves a full edit against its version, audits old and new, and refuses a stale version', async () => {
    const coupon = await create();
    const body = { ...couponBody({ code: coupon.code, value: 15 }), version: coupon.version };
    const saved = await admin('PUT', `/api/admin/coupons/${coupon.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ value: 15 });
    const logs = await logsOf(coupon.id);
    expect(logs.at(-1)!.changes).toEqual({ old: { value: 10 }, new: { value: 15 } });

    const stale = await admin('PUT', `/api/admin/coupons/${coupon.id}`, { ...body, value: 20 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('COUPON_CHANGED');
    expect((await admin('GET', `/api/admin/coupons/${coupon.id}`)).json().value).toBe(15);
  });

  it('keeps the code once an order used it (409 COUPON_CODE_LOCKED), and takes other edits', async () => {
    const coupon = await create();
    await orderWith(coupon.code, { status: 'canceled' });
    const body = { ...couponBody({ code: coupon.code }), version: coupon.version };
    const renamed = await admin('PUT', `/api/admin/coupons/${coupon.id}`, {
      ...body,
      code: uniqueCode('NEW'),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.code).toBe('COUPON_CODE_LOCKED');
    expect((await admin('PUT', `/api/admin/coupons/${coupon.id}`, { ...body, value: 30 })).statusCode).toBe(
      200,
    );
  });

  it('deactivating takes the coupon off the storefront at once; activating brings it back; both audited', async () => {
    const coupon = await create();
    expect(await storefrontCodes()).toContain(coupon.code);
    const off = await admin('PATCH', `/api/admin/coupons/${coupon.id}`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, state: 'inactive' });
    expect(await storefrontCodes()).not.toContain(coupon.code);
    await admin('PATCH', `/api/admin/coupons/${coupon.id}`, { is_active: true });
    expect(await storefrontCodes()).toContain(coupon.code);
    expect((await logsOf(coupon.id)).map((log) => log.changes)).toEqual([
      expect.anything(),
      { old: { is_active: true }, new: { is_active: false } },
      { old: { is_active: false }, new: { is_active: true } },
    ]);
  });
});

describe('private coupons and an optional English description', () => {
  it('keeps a private coupon off the storefront list until made public, and takes an empty English description', async () => {
    const coupon = await create({ is_private: true, description_en: '' });
    expect(coupon).toMatchObject({ is_private: true, description_en: '' });
    expect(await storefrontCodes()).not.toContain(coupon.code);
    const edited = await admin('PUT', `/api/admin/coupons/${coupon.id}`, {
      ...couponBody({ code: coupon.code, description_en: '' }),
      is_private: false,
      version: coupon.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().is_private).toBe(false);
    expect(await storefrontCodes()).toContain(coupon.code);
  });

  it('reads a coupon created without is_private as public', async () => {
    const response = await admin('POST', '/api/admin/coupons', couponBody());
    expect(response.json().is_private).toBe(false);
  });
});

describe('deleting', () => {
  it('deletes a coupon no order used, audited with its old values', async () => {
    const coupon = await create();
    const response = await admin('DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(response.statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/coupons/${coupon.id}`)).statusCode).toBe(404);
    const logs = await logsOf(coupon.id);
    expect(logs.at(-1)).toMatchObject({ actionType: 'DELETE', changes: { old: { code: coupon.code } } });
  });

  it('refuses with 409 COUPON_IN_USE once any order named the code, even a canceled one', async () => {
    const coupon = await create();
    await orderWith(coupon.code, { status: 'canceled' });
    expect((await admin('GET', `/api/admin/coupons/${coupon.id}`)).json()).toMatchObject({
      uses: 0,
      deletable: false,
    });
    const response = await admin('DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('COUPON_IN_USE');
    expect((await admin('GET', `/api/admin/coupons/${coupon.id}`)).statusCode).toBe(200);
  });
});
