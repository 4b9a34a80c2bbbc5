import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudClient, WhatsAppSendError } from './whatsapp-client.js';
import { FAKE_ERRORS, startFakeCloudApi, type FakeCloudApi } from './testing/fake-cloud-api.js';

describe('the Cloud API adapter against the fake', () => {
  let fake: FakeCloudApi;
  beforeAll(async () => {
    fake = await startFakeCloudApi({
      token: 'token-1',
      phoneNumberId: '1234567890',
      appSecret: 'app-secret',
      templates: [
        { name: 'order_received', language: 'ar', parameters: 2 },
        { name: 'order_received', language: 'en', parameters: 2 },
      ],
    });
  });
  afterAll(() => fake.close());

  const client = () =>
    createCloudClient({ apiUrl: fake.apiUrl, phoneNumberId: '1234567890', token: 'token-1' });

  it('sends a template and returns the wamid', async () => {
    const wamid = await client().sendTemplate({
      to: '97455123456',
      template: 'order_received',
      language: 'ar',
      parameters: ['#1001', '120.00 ر.ق'],
    });
    expect(wamid).toMatch(/^wamid\./);
    expect(fake.sent.at(-1)).toMatchObject({
      wamid,
      to: '97455123456',
      template: { name: 'order_received', language: 'ar', parameters: ['#1001', '120.00 ر.ق'] },
    });
  });

  it('an unknown template is a permanent error with code 132001', async () => {
    const error = await client()
      .sendTemplate({ to: '97455123456', template: 'nope', language: 'en', parameters: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppSendError);
    expect(error).toMatchObject({ retryable: false, code: 132001 });
  });

  it('a wrong parameter count is permanent (132000)', async () => {
    const error = await client()
      .sendTemplate({ to: '97455123456', template: 'order_received', language: 'en', parameters: ['x'] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: false, code: 132000 });
  });

  it('a parameter with a line break is refused as Meta refuses it (132018, permanent)', async () => {
    const error = await client()
      .sendTemplate({
        to: '97455123456',
        template: 'order_received',
        language: 'en',
        parameters: ['#1', 'a\nb'],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: false, code: 132018 });
  });

  it('a rate limit is retryable and the next attempt succeeds', async () => {
    fake.failNext(FAKE_ERRORS.rateLimit());
    const message = {
      to: '97455123456',
      template: 'order_received',
      language: 'en' as const,
      parameters: ['a', 'b'],
    };
    const error = await client()
      .sendTemplate(message)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true, code: 130429 });
    await expect(client().sendTemplate(message)).resolves.toMatch(/^wamid\./);
  });

  it('a 5xx without a Graph error and a refused connection are retryable', async () => {
    fake.failNext({ status: 503, code: 131016, message: 'Service unavailable', details: 'try later' });
    await expect(
      client().sendTemplate({
        to: '97455123456',
        template: 'order_received',
        language: 'en',
        parameters: ['a', 'b'],
      }),
    ).rejects.toMatchObject({ retryable: true });
    const offline = createCloudClient({ apiUrl: 'http://127.0.0.1:1/v21.0', phoneNumberId: '1', token: 't' });
    await expect(
      offline.sendTemplate({ to: '97455123456', template: 'x', language: 'en', parameters: [] }),
    ).rejects.toMatchObject({ retryable: true });
  });

  it('a wrong token is permanent (190)', async () => {
    const wrong = createCloudClient({ apiUrl: fake.apiUrl, phoneNumberId: '1234567890', token: 'other' });
    await expect(
      wrong.sendTemplate({
        to: '97455123456',
        template: 'order_received',
        language: 'en',
        parameters: ['a', 'b'],
      }),
    ).rejects.toMatchObject({ retryable: false, code: 190 });
  });
});
