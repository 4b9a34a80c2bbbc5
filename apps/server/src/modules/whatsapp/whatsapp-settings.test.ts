import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { activityLogs, orders, outbox, whatsappConnection } from '@matjar/db';
import { SHOP_WHATSAPP_TEMPLATES, type AdminWhatsAppSettings } from '@matjar/core';
import { buildTestApp, secondProcessDatabase } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { placeOrder, staffHeaders, type TestApp } from '../orders/testing/order-workflow-test-support.js';
import { createStaffUser } from '../staff/testing/staff-test-support.js';
import { testGiftCodeVault } from '../gift-cards/testing/gift-codes-test-support.js';
import {
  BUSINESS_ACCOUNT_ID,
  shopTemplates,
  startFakeCloudApi,
  type FakeCloudApi,
} from './testing/fake-cloud-api.js';
import { WHATSAPP_TEST_SECRET } from './testing/whatsapp-test-shop.js';

// WhatsApp connected from the Settings card (WHATSAPP not set): credentials sealed and never answered, the
// check and the test message against the local fake of the Cloud API, on and off without a restart.

const TOKEN = 'EAAG-token-for-tests-0123456789';
const PHONE_NUMBER_ID = '1234567890';

let fake: FakeCloudApi;
let t: TestApp;
let f: CheckoutFixture;
const staff: Record<'admin' | 'editor' | 'viewer' | 'super_admin', number> = {
  admin: 0,
  editor: 0,
  viewer: 0,
  super_admin: 0,
};

beforeAll(async () => {
  fake = await startFakeCloudApi({
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    businessAccountId: BUSINESS_ACCOUNT_ID,
    appSecret: WHATSAPP_TEST_SECRET,
    templates: shopTemplates(),
  });
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF, env: { WHATSAPP_API_URL: fake.apiUrl } });
  f = await insertCheckoutFixture(t.database.db, { stock: { cable: 100 } });
  for (const role of Object.keys(staff) as (keyof typeof staff)[]) {
    staff[role] = (await createStaffUser(t.database.db, { role })).id;
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  role: keyof typeof staff = 'admin',
) {
  return t.app.inject({
    method,
    url,
    headers: await staffHeaders(t.database.db, staff[role]),
    ...(payload ? { payload } : {}),
  });
}
const settings = async () => (await call('GET', '/api/admin/whatsapp')).json() as AdminWhatsAppSettings;
const check = async () => {
  const response = await call('POST', '/api/admin/whatsapp/check');
  expect(response.statusCode).toBe(200);
  return response.json() as AdminWhatsAppSettings;
};
const quoteSaysWhatsApp = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/store/cart/quote',
      payload: { items: [{ product_id: f.cable.id, quantity: 1 }] },
    })
  ).json().whatsappUpdates as boolean;

describe('WhatsApp in Settings', () => {
  it('is for admins: an editor and a viewer are refused; everyone who sees orders may ask whether it is on', async () => {
    expect((await call('GET', '/api/admin/whatsapp', undefined, 'editor')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/whatsapp', undefined, 'viewer')).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/whatsapp/enabled', { enabled: true }, 'editor')).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', '/api/admin/whatsapp/credentials', { access_token: 'x' }, 'viewer')).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/admin/whatsapp/check', undefined, 'editor')).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/whatsapp/test-message', { phone: '55123456' }, 'editor')).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/whatsapp' })).statusCode).toBe(401);
    const status = await call('GET', '/api/admin/whatsapp/status', undefined, 'viewer');
    expect(status.json()).toEqual({ on: false, send_problem: null });
    expect((await call('GET', '/api/admin/whatsapp', undefined, 'super_admin')).statusCode).toBe(200);
  });

  it('starts off with nothing entered, and cannot be switched on until everything is', async () => {
    const view = await settings();
    expect(view).toMatchObject({
      state: 'off',
      source: 'screen',
      enabled: false,
      phone_number_id: null,
      access_token_set: false,
      app_secret_set: false,
      complete: false,
      verify_token: null,
      last_check: null,
    });
    expect(view.webhook_url).toMatch(/\/api\/whatsapp\/webhook$/);
    const on = await call('PUT', '/api/admin/whatsapp/enabled', { enabled: true });
    expect(on.statusCode).toBe(409);
    expect(on.json().error.code).toBe('WHATSAPP_NOT_READY');
    expect((await call('POST', '/api/admin/whatsapp/check')).json().error.code).toBe('WHATSAPP_NOT_READY');
    const badId = await call('PUT', '/api/admin/whatsapp/credentials', { phone_number_id: '12 34 abc' });
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('WHATSAPP_ID_INVALID');
  });

  it('stores the secrets sealed, never answers them again, and audits the save without them', async () => {
    const saved = await call('PUT', '/api/admin/whatsapp/credentials', {
      phone_number_id: PHONE_NUMBER_ID,
      business_account_id: ` ${BUSINESS_ACCOUNT_ID} `,
      access_token: TOKEN,
      app_secret: WHATSAPP_TEST_SECRET,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      state: 'off',
      phone_number_id: PHONE_NUMBER_ID,
      business_account_id: BUSINESS_ACCOUNT_ID,
      access_token_set: true,
      app_secret_set: true,
      complete: true,
    });
    const again = await call('GET', '/api/admin/whatsapp');
    for (const answer of [saved.body, again.body]) {
      expect(answer).not.toContain(TOKEN);
      expect(answer).not.toContain(WHATSAPP_TEST_SECRET);
    }
    // A random verify token of the shop's own, to paste into Meta.
    const verifyToken = (again.json() as AdminWhatsAppSettings).verify_token!;
    expect(verifyToken).toMatch(/^[\w-]{24,}$/);

    const [row] = await t.database.db.select().from(whatsappConnection);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(WHATSAPP_TEST_SECRET);
    expect(stored).not.toContain(verifyToken);
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    expect(testGiftCodeVault().openSecret(row!.accessTokenSealed!)).toBe(TOKEN);
    expect(testGiftCodeVault().openSecret(row!.appSecretSealed!)).toBe(WHATSAPP_TEST_SECRET);

    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityType, 'whatsapp_settings'));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.description).toBe(
      'Saved the WhatsApp connection: phone number id, business account id, access token, app secret',
    );
    expect(JSON.stringify(logs)).not.toContain(TOKEN);
    expect(JSON.stringify(logs)).not.toContain(WHATSAPP_TEST_SECRET);

    // A blank field keeps what is stored; a new token replaces the old one (said so in the log).
    const replaced = await call('PUT', '/api/admin/whatsapp/credentials', {
      phone_number_id: '',
      access_token: `${TOKEN}`,
    });
    expect(replaced.json()).toMatchObject({ phone_number_id: PHONE_NUMBER_ID, access_token_set: true });
    const [latest] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityType, 'whatsapp_settings'))
      .orderBy(activityLogs.id)
      .offset(1);
    expect(latest!.description).toBe('Saved the WhatsApp connection: access token replaced');
  });

  it('checks the connection: the number and quality, and every template approved in both languages', async () => {
    const view = await check();
    expect(view.last_check).toMatchObject({
      ok: true,
      problem: null,
      phone: {
        display_name: 'Matjar Electronics',
        display_number: '+974 4000 0000',
        quality_rating: 'GREEN',
      },
    });
    expect(view.last_check!.templates).toHaveLength(SHOP_WHATSAPP_TEMPLATES.length * 2);
    expect(view.last_check!.templates!.every((template) => template.status === 'APPROVED')).toBe(true);
    // Still off: checking does not switch anything on.
    expect(view.state).toBe('off');
  });

  it('a wrong token is named as such, and the check is kept until the credentials change', async () => {
    await call('PUT', '/api/admin/whatsapp/credentials', { access_token: 'EAAG-wrong' });
    expect((await settings()).last_check).toBeNull();
    const view = await check();
    expect(view.last_check).toMatchObject({ ok: false, problem: 'token', phone: null, templates: null });
    expect(view.last_check!.problem_detail).toContain('190');
    await call('PUT', '/api/admin/whatsapp/credentials', { access_token: TOKEN });
  });

  it('a template missing or rejected is named, in its language; the rest stay approved', async () => {
    fake.setTemplateStatus('order_confirmed', 'ar', 'REJECTED');
    fake.setTemplateStatus('staff_new_order', 'en', null);
    try {
      const view = await check();
      expect(view.last_check!.ok).toBe(false);
      expect(view.last_check!.problem).toBeNull();
      const notApproved = view.last_check!.templates!.filter((template) => template.status !== 'APPROVED');
      expect(notApproved).toEqual([
        { event: 'order-confirmed', name: 'order_confirmed', language: 'ar', status: 'REJECTED' },
        { event: 'staff-new-order', name: 'staff_new_order', language: 'en', status: 'MISSING' },
      ]);
    } finally {
      fake.setTemplateStatus('order_confirmed', 'ar', 'APPROVED');
      fake.registerTemplate({ name: 'staff_new_order', language: 'en', parameters: 3 });
    }
  });

  it('a business account id Meta does not know is named as such', async () => {
    await call('PUT', '/api/admin/whatsapp/credentials', { business_account_id: '55555555' });
    const view = await check();
    expect(view.last_check).toMatchObject({ ok: false, problem: 'business_account' });
    expect(view.last_check!.phone?.display_name).toBe('Matjar Electronics');
    await call('PUT', '/api/admin/whatsapp/credentials', { business_account_id: BUSINESS_ACCOUNT_ID });
  });

  it('sends a test message to a typed number, audited; a bad number or a refused send is a 4xx', async () => {
    const sent = await call('POST', '/api/admin/whatsapp/test-message', { phone: '5512 3456' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      sent_to: '+974 5512 3456',
      message_id: expect.stringMatching(/^wamid\./),
    });
    expect(fake.sent.at(-1)).toMatchObject({
      to: '97455123456',
      type: 'template',
      template: { name: 'hello_world', language: 'en_US', parameters: [] },
    });
    const logged = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityType, 'whatsapp_test_message'));
    expect(logged.map((entry) => entry.description)).toEqual([
      'Sent a WhatsApp test message to +974 5512 3456',
    ]);

    const bad = await call('POST', '/api/admin/whatsapp/test-message', { phone: '4412 3456' });
    expect(bad.statusCode).toBe(400);
    fake.failNext({
      status: 400,
      code: 131030,
      message: '(#131030) Recipient phone number not in allowed list',
      details: 'x',
    });
    const refused = await call('POST', '/api/admin/whatsapp/test-message', { phone: '55123456' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'WHATSAPP_TEST_FAILED' });
    expect(refused.json().error.message).toContain('131030');
    expect(refused.json().error.messageAr).toContain('131030');
  });

  it('switches on and off without a restart: checkout, queueing, the worker and the webhook follow', async () => {
    const on = await call('PUT', '/api/admin/whatsapp/enabled', { enabled: true });
    expect(on.statusCode).toBe(200);
    // The last check passed: connected.
    expect(on.json()).toMatchObject({ enabled: true, state: 'connected' });
    expect((await call('GET', '/api/admin/whatsapp/status', undefined, 'viewer')).json()).toEqual({
      on: true,
      send_problem: null,
    });
    expect(await quoteSaysWhatsApp()).toBe(true);

    const order = await placeOrder(t, f, { locale: 'en', whatsappOptIn: true });
    expect(order.whatsappOptIn).toBe(true);
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `whatsapp:%:${order.id}`));
    expect(queued.map((row) => row.kind)).toEqual(['whatsapp:order-received']);
    const before = fake.sent.length;
    expect((await t.app.whatsappWorker.runOnce()).sent).toBe(1);
    expect(fake.sent.slice(before).map((m) => m.template?.name)).toEqual(['order_received']);

    // Meta's webhook handshake with the card's verify token.
    const verifyToken = (await settings()).verify_token!;
    const handshake = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=42`,
    });
    expect(handshake.body).toBe('42');

    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.description, 'Switched WhatsApp messages on'));
    expect(logs).toHaveLength(1);

    const off = await call('PUT', '/api/admin/whatsapp/enabled', { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, state: 'off' });
    expect(await quoteSaysWhatsApp()).toBe(false);
    const later = await placeOrder(t, f, { locale: 'ar', whatsappOptIn: true });
    expect(later.whatsappOptIn).toBe(false);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, later.id));
    expect(row!.whatsappOptIn).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `whatsapp:%:${later.id}`)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.description, 'Switched WhatsApp messages off')),
    ).toHaveLength(1);
  });

  it('on needing attention: a check that fails after switching on says so', async () => {
    await call('PUT', '/api/admin/whatsapp/enabled', { enabled: true });
    fake.setTemplateStatus('order_delivered', 'en', 'PAUSED');
    try {
      expect((await check()).state).toBe('needs_attention');
    } finally {
      fake.setTemplateStatus('order_delivered', 'en', 'APPROVED');
    }
    expect((await check()).state).toBe('connected');
  });

  it('another process on the same database follows a switch at once', async () => {
    const second = await secondProcessDatabase(t.database);
    const other = await buildTestApp({ database: second, env: { WHATSAPP_API_URL: fake.apiUrl } });
    try {
      expect(other.app.whatsappConnection.state().on).toBe(true);
      await call('PUT', '/api/admin/whatsapp/enabled', { enabled: false });
      await vi.waitFor(() => expect(other.app.whatsappConnection.state().on).toBe(false), {
        timeout: 10_000,
      });
      await call('PUT', '/api/admin/whatsapp/enabled', { enabled: true });
      await vi.waitFor(() => expect(other.app.whatsappConnection.state().on).toBe(true), { timeout: 10_000 });
    } finally {
      await other.close();
      await second.close();
    }
  });
});
