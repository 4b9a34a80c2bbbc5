import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWhatsAppSettings } from '@matjar/core';
import { createStaffUser } from '../staff/testing/staff-test-support.js';
import { staffHeaders, type TestApp } from '../orders/testing/order-workflow-test-support.js';
import { BUSINESS_ACCOUNT_ID, type FakeCloudApi } from './testing/fake-cloud-api.js';
import { startTestCloudApi, startWhatsAppTestShop } from './testing/whatsapp-test-shop.js';

// WHATSAPP=cloud: the environment's variables win over the Settings card, which shows them and still checks.

let fake: FakeCloudApi;
let t: TestApp;
let admin: number;

beforeAll(async () => {
  fake = await startTestCloudApi();
  t = (await startWhatsAppTestShop(fake, { WHATSAPP_BUSINESS_ACCOUNT_ID: BUSINESS_ACCOUNT_ID })).t;
  admin = (await createStaffUser(t.database.db, { role: 'admin' })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: await staffHeaders(t.database.db, admin),
    ...(payload ? { payload } : {}),
  });

describe('WhatsApp set by the environment', () => {
  it('shows the environment as the source, on, with its ids and never its secrets', async () => {
    const response = await call('GET', '/api/admin/whatsapp');
    const view = response.json() as AdminWhatsAppSettings;
    expect(view).toMatchObject({
      source: 'environment',
      enabled: true,
      phone_number_id: '1234567890',
      business_account_id: BUSINESS_ACCOUNT_ID,
      access_token_set: true,
      app_secret_set: true,
      verify_token: 'verify-me',
      template_names: { 'order-received': 'order_received', delivered: 'order_delivered' },
    });
    expect(response.body).not.toContain('token-1');
    expect(response.body).not.toContain('app-secret-for-tests');
  });

  it('refuses changes from the screen, which the environment would override', async () => {
    for (const [url, payload] of [
      ['/api/admin/whatsapp/credentials', { access_token: 'other' }],
      ['/api/admin/whatsapp/enabled', { enabled: false }],
    ] as const) {
      const response = await call('PUT', url, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('WHATSAPP_SET_BY_ENVIRONMENT');
    }
  });

  it('checks the environment connection against the Cloud API', async () => {
    const view = (await call('POST', '/api/admin/whatsapp/check')).json() as AdminWhatsAppSettings;
    expect(view.state).toBe('connected');
    expect(view.last_check?.phone?.quality_rating).toBe('GREEN');
  });
});
