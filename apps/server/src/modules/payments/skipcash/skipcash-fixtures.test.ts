import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  fixtureProblems,
  loadCapturedExchanges,
  type CapturedExchange,
} from '../testing/skipcash-fixture-check.js';

// Exchanges captured from SkipCash's sandbox (scripts/skipcash-capture.mjs; docs/payments.md, "Launch day")
// are checked against the adapter whenever they are present. Their signatures are checked too when the
// sandbox's keys are in the environment (never in the files).
const captured = loadCapturedExchanges(fileURLToPath(new URL('./fixtures/', import.meta.url)));
const keys = {
  keySecret: process.env.SKIPCASH_SANDBOX_KEY_SECRET,
  webhookKey: process.env.SKIPCASH_SANDBOX_WEBHOOK_KEY,
};

interface Vector {
  key: string;
  fields: Record<string, string | number | null>;
  signature: string;
}
const vectors = JSON.parse(
  readFileSync(new URL('../testing/skipcash-known-answers.json', import.meta.url), 'utf8'),
) as { request: Vector[]; webhook: Vector[] };

describe('exchanges captured from the SkipCash sandbox', () => {
  it.each(captured)('$file agrees with the adapter', ({ exchange }) => {
    expect(['webhook', 'create', 'lookup']).toContain(exchange.kind);
    expect(fixtureProblems(exchange, keys)).toEqual([]);
  });

  // The checks themselves, on exchanges made from the hand-computed vectors, so they are known to bite.
  const webhook = vectors.webhook[1]!;
  const webhookExchange: CapturedExchange = {
    kind: 'webhook',
    request: {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: webhook.signature },
      body: webhook.fields,
    },
  };
  const create = vectors.request[1]!;
  const createExchange: CapturedExchange = {
    kind: 'create',
    request: { method: 'POST', headers: { authorization: create.signature }, body: create.fields },
    response: {
      status: 200,
      body: {
        resultObj: {
          id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
          payUrl: 'https://pay.example/x',
          statusId: 0,
        },
        returnCode: 200,
        hasError: false,
      },
    },
  };

  it('a webhook: its fields, the header its signature comes in, and the signature under the key', () => {
    expect(fixtureProblems(webhookExchange, { webhookKey: webhook.key })).toEqual([]);
    expect(fixtureProblems(webhookExchange, { webhookKey: 'another-key' })).toEqual([
      'webhook signature does not verify',
    ]);
    const elsewhere: CapturedExchange = {
      ...webhookExchange,
      request: { ...webhookExchange.request, headers: { 'x-signature': webhook.signature } },
    };
    expect(fixtureProblems(elsewhere)).toEqual(['no Authorization header; headers sent: x-signature']);
    const renamed: CapturedExchange = {
      ...webhookExchange,
      request: {
        ...webhookExchange.request,
        body: { ...webhook.fields, PaymentId: undefined, paymentId: 'p' },
      },
    };
    expect(fixtureProblems(renamed)[0]).toMatch(/^webhook body does not parse: PaymentId/);
  });

  it('a create exchange: no empty signed field, a phone, our signature, and an answer with a pay page', () => {
    expect(fixtureProblems(createExchange, { keySecret: create.key })).toEqual([]);
    expect(fixtureProblems(createExchange, { keySecret: 'another-secret' })).toEqual([
      'request signature differs from the one sent',
    ]);
    const refused: CapturedExchange = {
      ...createExchange,
      request: { ...createExchange.request, body: { ...create.fields, Phone: undefined, Email: '' } },
      response: { status: 400, body: { hasValidationError: true, validationErrors: ['Phone is required'] } },
    };
    expect(fixtureProblems(refused)).toEqual([
      'Email sent empty',
      'no Phone sent',
      'answered 400',
      'answer carries an error',
      'answer has no resultObj',
    ]);
  });

  it('a look-up answer: its shape and a known statusId', () => {
    const lookup = (statusId: number): CapturedExchange => ({
      kind: 'lookup',
      request: { method: 'GET', path: '/api/v1/payments/p' },
      response: { status: 200, body: { resultObj: { id: 'p', statusId, transactionId: 'ORD-1' } } },
    });
    expect(fixtureProblems(lookup(2))).toEqual([]);
    expect(fixtureProblems(lookup(42))).toEqual(['unknown statusId 42']);
  });
});
