import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, sessions } from '@matjar/db';
import { AdminUpdateCustomerResponse } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { CUSTOMER_COOKIE } from './customer-session.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let adminToken: string;
let editorToken: string;
let ipCounter = 0;
const PASSWORD = 'secret-pass-1';
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
/** Each sign-in its own client address, so the per-address limit never decides a test. */
const nextIp = () => `10.15.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const patch = (id: number | string, payload: object, token = adminToken) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/customers/${id}`, headers: bearer(token), payload });

const storeCall = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...sameOrigin, ...(cookie ? { cookie: `${CUSTOMER_COOKIE}=${cookie}` } : {}) },
    ...(payload ? { payload } : {}),
  });

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === CUSTOMER_COOKIE)?.value;

async function signUp(email: string) {
  const response = await storeCall('POST', '/api/store/auth/sign-up', {
    firstName: 'Hessa',
    lastName: 'Al-Thani',
    email,
    phone: '+974 5000 1111',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().customer.id as number, cookie: cookieOf(response)! };
}
const logIn = (email: string) => storeCall('POST', '/api/store/auth/log-in', { email, password: PASSWORD });

const customerSessions = (customerId: number) =>
  ctx.app.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.kind, 'customer'), eq(sessions.customerId, customerId)));

beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createStaffUser(ctx.app.db, { role: 'admin' });
  adminToken = await createSessionToken(ctx.app.db, admin.id);
  const editor = await createStaffUser(ctx.app.db, { role: 'editor' });
  editorToken = await createSessionToken(ctx.app.db, editor.id);
});
afterAll(() => ctx?.close());

describe('PATCH /api/admin/customers/:id', () => {
  it('deactivating ends every session at once and blocks sign-in; reactivating allows it again', async () => {
    const email = 'hessa.deactivate@example.qa';
    const { id, cookie } = await signUp(email);
    const second = cookieOf(await logIn(email))!;
    expect((await storeCall('GET', '/api/store/auth/me', undefined, cookie)).statusCode).toBe(200);
    expect(await customerSessions(id)).toHaveLength(2);

    const off = await patch(id, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(AdminUpdateCustomerResponse.parse(off.json())).toEqual({
      success: true,
      is_active: false,
      sessions_ended: 2,
    });
    expect(await customerSessions(id)).toHaveLength(0);
    for (const token of [cookie, second]) {
      expect((await storeCall('GET', '/api/store/auth/me', undefined, token)).statusCode).toBe(401);
    }
    const refused = await logIn(email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('INVALID_CREDENTIALS');

    const on = await patch(id, { is_active: true });
    expect(AdminUpdateCustomerResponse.parse(on.json())).toEqual({
      success: true,
      is_active: true,
      sessions_ended: 0,
    });
    // The ended sessions stay ended; a new sign-in works.
    expect((await storeCall('GET', '/api/store/auth/me', undefined, cookie)).statusCode).toBe(401);
    const back = await logIn(email);
    expect(back.statusCode).toBe(200);
    expect((await storeCall('GET', '/api/store/auth/me', undefined, cookieOf(back))).statusCode).toBe(200);
  });

  it('audits each change with the old and new state, and not a change that changes nothing', async () => {
    const { id } = await signUp('hessa.audit@example.qa');
    await patch(id, { is_active: false });
    await patch(id, { is_active: false });
    await patch(id, { is_active: true });
    const entries = await ctx.app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'customer'), eq(activityLogs.entityId, String(id))))
      .orderBy(activityLogs.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actionType: 'UPDATE',
      userRole: 'admin',
      entityName: 'Hessa Al-Thani',
      changes: { old: { is_active: true }, new: { is_active: false, sessions_ended: 1 } },
    });
    expect(entries[0]!.description).toContain('Deactivated customer Hessa Al-Thani');
    expect(entries[1]).toMatchObject({
      changes: { old: { is_active: false }, new: { is_active: true } },
    });
    expect(entries[1]!.description).toContain('Activated customer');
  });

  it('leaves other customers signed in', async () => {
    const target = await signUp('hessa.target@example.qa');
    const bystander = await signUp('hessa.bystander@example.qa');
    await patch(target.id, { is_active: false });
    expect((await storeCall('GET', '/api/store/auth/me', undefined, bystander.cookie)).statusCode).toBe(200);
  });

  it('refuses editors, a missing flag, unknown ids and ids past the database range', async () => {
    const { id } = await signUp('hessa.refuse@example.qa');
    expect((await patch(id, { is_active: false }, editorToken)).statusCode).toBe(403);
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { is_active: 'no' })).statusCode).toBe(400);
    const unknown = await patch(999_999, { is_active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CUSTOMER_NOT_FOUND');
    expect((await patch('2147483648', { is_active: false })).statusCode).toBe(400);
    expect(await customerSessions(id)).toHaveLength(1);
  });
});
