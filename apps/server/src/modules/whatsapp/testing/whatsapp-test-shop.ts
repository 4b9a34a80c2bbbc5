import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../../../testing/test-app.js';
import { ORDER_RATE_LIMITS_OFF } from '../../checkout/testing/checkout-fixture.js';
import { shopTemplates, startFakeCloudApi, type FakeCloudApi } from './fake-cloud-api.js';

export const WHATSAPP_TEST_SECRET = 'app-secret-for-tests';

/** The template variables of a test shop (the templates and their parameter counts: shopTemplates). */
export const WHATSAPP_TEST_TEMPLATES = {
  WHATSAPP_TEMPLATE_ORDER_RECEIVED: 'order_received',
  WHATSAPP_TEMPLATE_ORDER_CONFIRMED: 'order_confirmed',
  WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: 'out_for_delivery',
  WHATSAPP_TEMPLATE_DELIVERED: 'order_delivered',
  WHATSAPP_TEMPLATE_PAYMENT_REMINDER: 'payment_reminder',
  WHATSAPP_TEMPLATE_STAFF_NEW_ORDER: 'staff_new_order',
};

/** The fake Cloud API with every template in both languages. */
export function startTestCloudApi(): Promise<FakeCloudApi> {
  return startFakeCloudApi({
    token: 'token-1',
    phoneNumberId: '1234567890',
    appSecret: WHATSAPP_TEST_SECRET,
    templates: shopTemplates(),
  });
}

/** A shop with WHATSAPP=cloud on the fake, listening on a free port, the fake's webhooks pointed at it. */
export async function startWhatsAppTestShop(fake: FakeCloudApi, env: Record<string, string> = {}) {
  const t = await buildTestApp({
    rateLimits: ORDER_RATE_LIMITS_OFF,
    env: {
      WHATSAPP: 'cloud',
      WHATSAPP_TOKEN: 'token-1',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: WHATSAPP_TEST_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_API_URL: fake.apiUrl,
      ...WHATSAPP_TEST_TEMPLATES,
      ...env,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/whatsapp/webhook`;
  fake.setWebhookUrl(webhookUrl);
  return { t, webhookUrl };
}
