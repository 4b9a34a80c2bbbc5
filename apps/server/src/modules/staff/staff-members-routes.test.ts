import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, adminUsers, customers, sessions } from '@matjar/db';
import {
  AdminUserResponse,
  AdminUsersResponse,
  AdminUserStatsResponse,
  NEW_CUSTOMERS_WINDOW_DAYS,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from './testing/staff-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let boss: Awaited<ReturnType<typeof createStaffUser>>;
let bossToken: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  boss = await createStaffUser(ctx.app.db, { role: 'super_admin' });
  bossToken = await createSessionToken(ctx.app.db, boss.id);
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = bossToken) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const logsFor = (entityId: number) =>
  ctx.app.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.entityId, String(entityId)));

const unique = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

describe('users API (super_admin)', () => {
  it('creates a user who can then sign in, and logs the creation without the password', async () => {
    const username = unique();
    const response = await call('POST', '/api/auth/create-user', {
      username,
      password: 'secret1',
      email: ` ${username.toUpperCase()}@Matjar.QA `,
      full_name: 'Omar Editor',
      role: 'editor',
    });
    expect(response.statusCode).toBe(201);
    const { user } = AdminUserResponse.parse(response.json());
    expect(user).toMatchObject({
      username,
      email: `${username}@matjar.qa`,
      role: 'editor',
      is_active: true,
      receive_notifications: true,
      last_login: null,
    });
    const [row] = await ctx.app.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'secret1' },
    });
    expect(signIn.statusCode).toBe(200);

    const [entry] = await logsFor(user.id);
    expect(entry).toMatchObject({
      userId: boss.id,
      username: boss.username,
      userRole: 'super_admin',
      actionType: 'CREATE',
      entityType: 'user',
      entityName: username,
    });
    expect(entry!.changes).toMatchObject({ new: { username, role: 'editor' } });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|secret1/);
  });

  it('lists users without password hashes', async () => {
    const response = await call('GET', '/api/auth/users');
    expect(response.statusCode).toBe(200);
    const { users } = AdminUsersResponse.parse(response.json());
    expect(users.map((u) => u.id)).toContain(boss.id);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it.each([
    ['a short password', { password: '12345' }, 'PASSWORD_TOO_SHORT'],
    ['no password', { password: undefined }, 'REQUIRED'],
    ['no e-mail', { email: undefined }, 'REQUIRED'],
    ['no role', { role: undefined }, 'VALIDATION_FAILED'],
    ['an unknown role', { role: 'owner' }, 'VALIDATION_FAILED'],
  ])('refuses to create with %s', async (_name, patch, code) => {
    const response = await call('POST', '/api/auth/create-user', {
      username: unique(),
      password: 'secret1',
      email: 'x@matjar.qa',
      role: 'viewer',
      ...patch,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((i: { code: string }) => i.code)).toContain(code);
  });

  it('refuses a username already taken, whatever its case', async () => {
    const existing = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const response = await call('POST', '/api/auth/create-user', {
      username: existing.username.toUpperCase(),
      password: 'secret1',
      email: 'x@matjar.qa',
      role: 'viewer',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('USERNAME_TAKEN');
  });

  it('refuses to create an inactive super_admin', async () => {
    const response = await call('POST', '/api/auth/create-user', {
      username: unique(),
      password: 'secret1',
      email: 'x@matjar.qa',
      role: 'super_admin',
      is_active: false,
    });
    expect(response.json().error.code).toBe('CANNOT_DEACTIVATE_SUPER_ADMIN');
  });

  it('updates the given fields, keeps the password unless given, and logs old and new values', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const response = await call('PUT', `/api/auth/users/${user.id}`, {
      username: user.username,
      email: 'new@matjar.qa',
      role: 'admin',
      receive_notifications: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'new@matjar.qa',
      role: 'admin',
      receive_notifications: false,
    });
    const [row] = await ctx.app.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);

    const [entry] = await logsFor(user.id);
    expect(entry).toMatchObject({ actionType: 'UPDATE', entityName: user.username, userId: boss.id });
    expect(entry!.changes).toEqual({
      old: { email: user.email, role: 'viewer', receive_notifications: true },
      new: { email: 'new@matjar.qa', role: 'admin', receive_notifications: false },
    });
  });

  it('changes the password when given, ends the user’s sessions, and logs the change without any hash', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'editor' });
    const token = await createSessionToken(ctx.app.db, user.id);
    const response = await call('PUT', `/api/auth/users/${user.id}`, { password: 'brand-new-pass' });
    expect(response.statusCode).toBe(200);
    const verify = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    expect(verify.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'brand-new-pass' },
    });
    expect(signIn.statusCode).toBe(200);

    const [entry] = await logsFor(user.id);
    expect(entry!.changes).toEqual({ old: { password: '[redacted]' }, new: { password: '[redacted]' } });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|brand-new-pass/);
  });

  it('refuses a changed username and a short password', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const renamed = await call('PUT', `/api/auth/users/${user.id}`, { username: `${user.username}x` });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toMatchObject({
      code: 'USERNAME_IMMUTABLE',
      message: 'The username cannot be changed',
    });
    const short = await call('PUT', `/api/auth/users/${user.id}`, { password: '123' });
    expect(short.json().error.issues[0].code).toBe('PASSWORD_TOO_SHORT');
    expect(await logsFor(user.id)).toHaveLength(0);
  });

  it('never deactivates a super_admin', async () => {
    const other = await createStaffUser(ctx.app.db, { role: 'super_admin' });
    const response = await call('PUT', `/api/auth/users/${other.id}`, { is_active: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CANNOT_DEACTIVATE_SUPER_ADMIN',
      message: 'A general manager account cannot be deactivated',
    });
  });

  it('applies core mustStayActive to the account as it is after the change (the admin form reads the same)', async () => {
    const inactive = await createStaffUser(ctx.app.db, { role: 'editor', isActive: false });
    const promoted = await call('PUT', `/api/auth/users/${inactive.id}`, { role: 'super_admin' });
    expect(promoted.json().error.code).toBe('CANNOT_DEACTIVATE_SUPER_ADMIN');
    // A super admin demoted in the same save is no longer one: it may be deactivated (another stays active).
    const former = await createStaffUser(ctx.app.db, { role: 'super_admin' });
    const demoted = await call('PUT', `/api/auth/users/${former.id}`, { role: 'admin', is_active: false });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().user).toMatchObject({ role: 'admin', is_active: false });
  });

  it('deactivating a user signs them out everywhere', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'editor' });
    await createSessionToken(ctx.app.db, user.id);
    expect((await call('PUT', `/api/auth/users/${user.id}`, { is_active: false })).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.adminUserId, user.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('PUT', '/api/auth/users/999999', { email: 'a@b.qa' })).json().error.code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await call('DELETE', '/api/auth/users/999999')).statusCode).toBe(404);
  });

  it('deletes a user with an activity entry holding the old values, and keeps earlier entries', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    await call('PUT', `/api/auth/users/${user.id}`, { full_name: 'Before delete' });
    const response = await call('DELETE', `/api/auth/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await ctx.app.db.select().from(adminUsers).where(eq(adminUsers.id, user.id))).toHaveLength(0);
    const entries = await logsFor(user.id);
    expect(entries.map((e) => e.actionType).sort()).toEqual(['DELETE', 'UPDATE']);
    const deleted = entries.find((e) => e.actionType === 'DELETE')!;
    expect(deleted.changes).toMatchObject({ old: { username: user.username, full_name: 'Before delete' } });
    expect(deleted.changes).not.toHaveProperty('new');
  });

  // Deactivating another super_admin was refused (409) but deleting one was not.
  it('refuses to delete another super_admin as it refuses to deactivate one, in both languages', async () => {
    const other = await createStaffUser(ctx.app.db, { role: 'super_admin' });
    const deactivate = await call('PUT', `/api/auth/users/${other.id}`, { is_active: false });
    expect([deactivate.statusCode, deactivate.json().error.code]).toEqual([
      409,
      'CANNOT_DEACTIVATE_SUPER_ADMIN',
    ]);
    const response = await call('DELETE', `/api/auth/users/${other.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CANNOT_DELETE_SUPER_ADMIN',
      message: 'A general manager account cannot be deleted; change its role first',
      messageAr: 'لا يمكن حذف حساب المدير العام؛ غيّر دوره أولًا',
    });
    const [kept] = await ctx.app.db.select().from(adminUsers).where(eq(adminUsers.id, other.id));
    expect(kept).toMatchObject({ role: 'super_admin', isActive: true });
    expect((await logsFor(other.id)).filter((e) => e.actionType === 'DELETE')).toEqual([]);

    // Demoted first (another super_admin remains), the account can go.
    expect((await call('PUT', `/api/auth/users/${other.id}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/auth/users/${other.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete one’s own account', async () => {
    const response = await call('DELETE', `/api/auth/users/${boss.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
    expect(response.json().error.message).toContain('current account');
  });
});

describe('Users screen extras', () => {
  it('counts admins by role and activity, customers, and new customers in the window', async () => {
    const before = AdminUserStatsResponse.parse((await call('GET', '/api/admin/users/stats')).json()).stats;
    expect(before.customers.window_days).toBe(NEW_CUSTOMERS_WINDOW_DAYS);
    await createStaffUser(ctx.app.db, { role: 'editor', isActive: false });
    const stamp = unique();
    await ctx.app.db.insert(customers).values([
      {
        firstName: 'Old',
        lastName: stamp,
        email: `${stamp}-old@example.qa`,
        phone: '1',
        passwordHash: 'x',
        createdAt: new Date(Date.now() - (NEW_CUSTOMERS_WINDOW_DAYS + 1) * 86_400_000),
      },
      { firstName: 'New', lastName: stamp, email: `${stamp}-new@example.qa`, phone: '1', passwordHash: 'x' },
    ]);
    const after = AdminUserStatsResponse.parse((await call('GET', '/api/admin/users/stats')).json()).stats;
    expect(after.admins.by_role.editor - before.admins.by_role.editor).toBe(1);
    expect(after.admins.inactive - before.admins.inactive).toBe(1);
    expect(after.admins.total).toBe(after.admins.active + after.admins.inactive);
    expect(after.customers.total - before.customers.total).toBe(2);
    expect(after.customers.new_in_window - before.customers.new_in_window).toBe(1);
  });
});

describe('staff WhatsApp number and notifications', () => {
  it('stores the number normalised, refuses one that is not a Qatari mobile, and the switch without a number', async () => {
    const username = unique();
    const created = await call('POST', '/api/auth/create-user', {
      username,
      password: 'secret1',
      email: `${username}@matjar.qa`,
      role: 'editor',
      whatsapp_phone: '5512 3456',
      whatsapp_notifications: true,
    });
    expect(created.statusCode).toBe(201);
    const { user } = AdminUserResponse.parse(created.json());
    expect(user).toMatchObject({ whatsapp_phone: '+974 5512 3456', whatsapp_notifications: true });

    const landline = await call('PUT', `/api/auth/users/${user.id}`, { whatsapp_phone: '4444 1234' });
    expect(landline.statusCode).toBe(400);
    expect(JSON.stringify(landline.json())).toContain('PHONE_INVALID');
    const cleared = await call('PUT', `/api/auth/users/${user.id}`, { whatsapp_phone: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ error: { code: 'WHATSAPP_NUMBER_REQUIRED' } });
    const off = await call('PUT', `/api/auth/users/${user.id}`, {
      whatsapp_phone: '',
      whatsapp_notifications: false,
    });
    expect(off.statusCode).toBe(200);
    expect(AdminUserResponse.parse(off.json()).user).toMatchObject({
      whatsapp_phone: null,
      whatsapp_notifications: false,
    });

    const noNumber = await call('POST', '/api/auth/create-user', {
      username: unique(),
      password: 'secret1',
      email: `${unique()}@matjar.qa`,
      role: 'viewer',
      whatsapp_notifications: true,
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toMatchObject({ error: { code: 'WHATSAPP_NUMBER_REQUIRED' } });
  });
  it("stores each member's WhatsApp language (Arabic unless chosen), shows it in the users list, refuses another", async () => {
    const body = (username: string) => ({
      username,
      password: 'secret1',
      email: `${username}@matjar.qa`,
      role: 'viewer',
    });
    const arabic = await call('POST', '/api/auth/create-user', body(unique()));
    expect(AdminUserResponse.parse(arabic.json()).user.whatsapp_language).toBe('ar');
    const created = await call('POST', '/api/auth/create-user', {
      ...body(unique()),
      whatsapp_language: 'en',
    });
    expect(created.statusCode).toBe(201);
    const { user } = AdminUserResponse.parse(created.json());
    expect(user.whatsapp_language).toBe('en');
    const listed = AdminUsersResponse.parse((await call('GET', '/api/auth/users')).json()).users;
    expect(listed.find((u) => u.id === user.id)?.whatsapp_language).toBe('en');

    const french = await call('PUT', `/api/auth/users/${user.id}`, { whatsapp_language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(JSON.stringify(french.json())).toContain('whatsapp_language');
    const back = await call('PUT', `/api/auth/users/${user.id}`, { whatsapp_language: 'ar' });
    expect(back.statusCode).toBe(200);
    expect(AdminUserResponse.parse(back.json()).user.whatsapp_language).toBe('ar');
  });
});
