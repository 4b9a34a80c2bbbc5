import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FAKE_REQUEST_SIGNED_FIELDS,
  FAKE_WEBHOOK_SIGNED_FIELDS,
  fakeCanonicalText,
  fakeSignature,
} from '../testing/fake-skipcash-signing.js';
import { createSkipCashGateway } from './skipcash-gateway.js';
import {
  SKIPCASH_REQUEST_FIELDS,
  SKIPCASH_WEBHOOK_FIELDS,
  signSkipCashRequest,
  signSkipCashWebhook,
  skipCashCanonical,
} from './skipcash-signature.js';

interface Vector {
  name: string;
  key: string;
  fields: Record<string, string | number | null>;
  canonical: string;
  signature: string;
}

const vectors = JSON.parse(
  readFileSync(new URL('../testing/skipcash-known-answers.json', import.meta.url), 'utf8'),
) as { request: Vector[]; webhook: Vector[] };

// The adapter and the fake each sign with their own code; the vectors were computed by hand (openssl), so a
// mistake shared by both (a field, its order, the encoding) cannot pass.
describe('SkipCash signatures: adapter and fake against hand-computed vectors', () => {
  it('has vectors of both kinds', () => {
    expect(vectors.request.length).toBeGreaterThanOrEqual(2);
    expect(vectors.webhook.length).toBeGreaterThanOrEqual(3);
  });

  it.each(vectors.request)('create request: $name', (vector) => {
    expect(skipCashCanonical(SKIPCASH_REQUEST_FIELDS, vector.fields)).toBe(vector.canonical);
    expect(signSkipCashRequest(vector.key, vector.fields)).toBe(vector.signature);
    expect(fakeCanonicalText(FAKE_REQUEST_SIGNED_FIELDS, vector.fields)).toBe(vector.canonical);
    expect(fakeSignature(vector.key, FAKE_REQUEST_SIGNED_FIELDS, vector.fields)).toBe(vector.signature);
  });

  it.each(vectors.webhook)('webhook: $name', (vector) => {
    expect(skipCashCanonical(SKIPCASH_WEBHOOK_FIELDS, vector.fields)).toBe(vector.canonical);
    expect(signSkipCashWebhook(vector.key, vector.fields)).toBe(vector.signature);
    expect(fakeCanonicalText(FAKE_WEBHOOK_SIGNED_FIELDS, vector.fields)).toBe(vector.canonical);
    expect(fakeSignature(vector.key, FAKE_WEBHOOK_SIGNED_FIELDS, vector.fields)).toBe(vector.signature);
    // And the adapter accepts exactly that signature on exactly that body.
    const gateway = createSkipCashGateway({
      url: 'http://unused',
      clientId: 'c',
      keyId: 'k',
      keySecret: 's',
      webhookKey: vector.key,
    });
    expect(gateway.verifyCallback({ authorization: vector.signature }, vector.fields)).not.toBeNull();
    const tampered = { ...vector.fields, Amount: '0.01' };
    expect(gateway.verifyCallback({ authorization: vector.signature }, tampered)).toBeNull();
  });

  it('the fake signs with code of its own: nothing of the adapter is imported', () => {
    for (const file of ['fake-skipcash.ts', 'fake-skipcash-signing.ts']) {
      const source = readFileSync(new URL(`../testing/${file}`, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
      expect(imports.length, file).toBeGreaterThan(0);
      for (const path of imports) {
        expect(path, `${file} imports ${path}`).toMatch(/^(node:|\.\/fake-skipcash)/);
      }
    }
  });
});
