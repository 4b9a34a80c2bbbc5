import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { hmacBase64 } from '../hmac.js';
import type { CreatePaymentInput } from '../payment-gateway.js';
import { listenInRange, startFakeSkipCash } from '../testing/fake-skipcash.js';
import { FAKE_REQUEST_SIGNED_FIELDS, fakeSignature } from '../testing/fake-skipcash-signing.js';
import { createSkipCashGateway } from './skipcash-gateway.js';
import { signSkipCashWebhook, skipCashCanonical, SKIPCASH_WEBHOOK_FIELDS } from './skipcash-signature.js';
import { skipCashStatus } from './skipcash-status.js';

const KEYS = {
  clientId: 'client-123',
  keyId: '6f1c8a52-8d2b-4c7e-9d0a-2b4e5f6a7b8c',
  keySecret: 'key-secret-abc',
  webhookKey: 'webhook-key-xyz',
};

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderNumber: 'ORD-1763745600000',
  amount: 15_000,
  locale: 'ar',
  customer: {
    firstName: 'Mariam',
    lastName: 'Al-Thani',
    email: 'mariam@example.qa',
    phone: '+974 5551 2345',
  },
  returnUrl: 'https://shop.example.qa/api/payments/return/skipcash?orderNumber=ORD-1763745600000',
  callbackUrl: 'https://shop.example.qa/api/payments/callback/skipcash',
  ...over,
});

describe('SkipCash signatures', () => {
  it('matches the known answer of the facts file', () => {
    const body = {
      PaymentId: '32943d5e-3fd9-4794-8a89-b1200ebcf0f7',
      Amount: '100.00',
      StatusId: 2,
      TransactionId: '00030203',
      Custom1: null,
      VisaId: '7064596254436292404008',
    };
    expect(skipCashCanonical(SKIPCASH_WEBHOOK_FIELDS, body)).toBe(
      'PaymentId=32943d5e-3fd9-4794-8a89-b1200ebcf0f7,Amount=100.00,StatusId=2,TransactionId=00030203,VisaId=7064596254436292404008',
    );
    expect(signSkipCashWebhook('webhook_secret', body)).toBe('SjH/NKsp6wPUKd5uAufnRhmPz+MT7i6bGGC5dtTAcco=');
    const gateway = createSkipCashGateway({ ...KEYS, url: 'http://unused', webhookKey: 'webhook_secret' });
    const verified = gateway.verifyCallback(
      { authorization: 'SjH/NKsp6wPUKd5uAufnRhmPz+MT7i6bGGC5dtTAcco=' },
      body,
    );
    expect(verified).toMatchObject({
      paymentId: body.PaymentId,
      status: 'completed',
      rawStatus: '2',
      amount: 10_000,
      // SkipCash's TransactionId is the merchant's own order number; the card reference is VisaId.
      orderNumber: '00030203',
      transactionId: body.VisaId,
      visaId: body.VisaId,
    });
    expect(
      gateway.verifyCallback(
        { authorization: 'SjH/NKsp6wPUKd5uAufnRhmPz+MT7i6bGGC5dtTAcco=' },
        { ...body, Amount: '1.00' },
      ),
    ).toBeNull();
    expect(gateway.verifyCallback({}, body)).toBeNull();
  });

  it('maps statusId onto our statuses', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map(skipCashStatus)).toEqual([
      'pending',
      'pending',
      'completed',
      'cancelled',
      'failed',
      'failed',
      'pending',
      'pending',
    ]);
  });
});

describe('SkipCash adapter against the fake SkipCash', () => {
  let fake: Awaited<ReturnType<typeof startFakeSkipCash>>;
  beforeAll(async () => {
    fake = await startFakeSkipCash(KEYS);
  });
  afterAll(() => fake?.close());

  it('creates a signed payment: amount with two decimals, order in TransactionId, Custom1 and ReturnUrl, no empty signed fields', async () => {
    const gateway = createSkipCashGateway({ ...KEYS, url: fake.url });
    const created = await gateway.createPayment(
      input({
        customer: {
          firstName: 'م'.repeat(70),
          lastName: 'Al-Thani',
          email: 'm@example.qa',
          phone: '97450001234',
        },
      }),
    );
    expect(created.payUrl).toBe(`${fake.url}/pay/${created.paymentId}`);
    const sent = fake.payments.get(created.paymentId)!.request;
    expect(sent).toMatchObject({
      KeyId: KEYS.keyId,
      Amount: '150.00',
      Phone: '97450001234',
      TransactionId: 'ORD-1763745600000',
      Custom1: 'ORD-1763745600000',
      ReturnUrl: input().returnUrl,
      WebhookUrl: input().callbackUrl,
    });
    expect(sent.Uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent).not.toHaveProperty('Street');
    // SkipCash's own plugin clips names to 59 characters; the fake refuses 60.
    expect((sent.FirstName as string).length).toBe(59);

    const withPhone = await gateway.createPayment(input({ amount: 1_999_905 }));
    expect(fake.payments.get(withPhone.paymentId)!.request).toMatchObject({
      Amount: '19999.05',
      Phone: '+97455512345',
    });
  });

  it('is refused by the fake, as the references say SkipCash refuses, without a phone or with a 60-character name', async () => {
    const post = (body: Record<string, string>) =>
      fetch(`${fake.url}/api/v1/payments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: fakeSignature(KEYS.keySecret, FAKE_REQUEST_SIGNED_FIELDS, body),
        },
        body: JSON.stringify(body),
      });
    const base = {
      Uid: '3f1e2d4c-5b6a-4789-9abc-def012345678',
      KeyId: KEYS.keyId,
      Amount: '10.00',
      FirstName: 'Mariam',
      LastName: 'Al-Thani',
      Phone: '+97455512345',
      Email: 'm@example.qa',
      TransactionId: 'ORD-1',
      Custom1: 'ORD-1',
    };
    expect((await post(base)).status).toBe(200);
    const { Phone: _phone, ...phoneless } = base;
    const refusals = [
      [phoneless, 'Phone is required'],
      [{ ...base, FirstName: 'x'.repeat(60) }, 'FirstName is longer than 59'],
      [{ ...base, Email: '' }, 'Email is empty'],
    ] as const;
    for (const [body, reason] of refusals) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect((await answer.json()).validationErrors).toContain(reason);
    }
  });

  it('keeps our order number apart from the card reference: VisaId is the transaction reference', async () => {
    const gateway = createSkipCashGateway({ ...KEYS, url: fake.url });
    const { paymentId, payUrl } = await gateway.createPayment(input({ callbackUrl: '' }));
    expect(await gateway.lookupPayment(paymentId)).toMatchObject({
      orderNumber: 'ORD-1763745600000',
      transactionId: null,
      visaId: null,
    });
    await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(await gateway.lookupPayment(paymentId)).toMatchObject({
      status: 'completed',
      orderNumber: 'ORD-1763745600000',
      transactionId: '7064596254436292404008',
      visaId: '7064596254436292404008',
    });
  });

  it('is refused (401) with a wrong key secret or client id', async () => {
    const wrongSecret = createSkipCashGateway({ ...KEYS, keySecret: 'nope', url: fake.url });
    await expect(wrongSecret.createPayment(input())).rejects.toThrow(/401/);
    const good = createSkipCashGateway({ ...KEYS, url: fake.url });
    const { paymentId } = await good.createPayment(input());
    const wrongClient = createSkipCashGateway({ ...KEYS, clientId: 'other', url: fake.url });
    await expect(wrongClient.lookupPayment(paymentId)).rejects.toThrow(/401/);
  });

  it('looks payments up through pay, decline and cancel on the pay page, and returns to ReturnUrl?id=', async () => {
    const gateway = createSkipCashGateway({ ...KEYS, url: fake.url });
    const results: Record<string, unknown> = {};
    for (const action of ['pay', 'decline', 'cancel'] as const) {
      const { paymentId, payUrl } = await gateway.createPayment(input({ callbackUrl: '' }));
      expect(await gateway.lookupPayment(paymentId)).toMatchObject({ status: 'pending', amount: 15_000 });
      const page = await fetch(payUrl);
      expect(await page.text()).toContain('Pay 150.00 QAR');
      const submitted = await fetch(payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
        redirect: 'manual',
      });
      expect(submitted.status).toBe(302);
      expect(submitted.headers.get('location')).toBe(`${input().returnUrl}&id=${paymentId}`);
      results[action] = (await gateway.lookupPayment(paymentId)).status;
    }
    expect(results).toEqual({ pay: 'completed', decline: 'failed', cancel: 'cancelled' });
  });

  it('sends webhooks our adapter verifies, retrying on a non-200 answer', async () => {
    const gateway = createSkipCashGateway({ ...KEYS, url: fake.url });
    const received: { verified: boolean; status: string | undefined }[] = [];
    const answers = [500, 503, 200];
    const shop = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const callback = gateway.verifyCallback(
          request.headers,
          JSON.parse(Buffer.concat(chunks).toString()),
        );
        received.push({ verified: callback !== null, status: callback?.status });
        response.writeHead(answers.shift() ?? 200).end();
      });
    });
    const port = await listenInRange(shop);
    try {
      const { paymentId, payUrl } = await gateway.createPayment(
        input({ callbackUrl: `http://127.0.0.1:${port}/api/payments/callback/skipcash` }),
      );
      await fetch(payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      });
      await fake.webhooksSettled();
      expect(received).toEqual([
        { verified: true, status: 'completed' },
        { verified: true, status: 'completed' },
        { verified: true, status: 'completed' },
      ]);
      expect(fake.webhookAttempts.filter((a) => a.paymentId === paymentId).map((a) => a.status)).toEqual([
        500, 503, 200,
      ]);
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
    // A webhook signed with another key is not accepted.
    const other = createSkipCashGateway({ ...KEYS, webhookKey: 'someone-else', url: fake.url });
    const body = { PaymentId: 'p', Amount: '1.00', StatusId: 2 };
    expect(
      other.verifyCallback(
        { authorization: hmacBase64(KEYS.webhookKey, 'PaymentId=p,Amount=1.00,StatusId=2') },
        body,
      ),
    ).toBeNull();
    expect(
      gateway.verifyCallback(
        { authorization: hmacBase64(KEYS.webhookKey, 'PaymentId=p,Amount=1.00,StatusId=2') },
        body,
      ),
    ).not.toBeNull();
  });
});
