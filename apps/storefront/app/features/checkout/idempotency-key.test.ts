import { describe, expect, it } from 'vitest';
import { createAttemptKeeper, randomKey } from './idempotency-key.js';

describe('createAttemptKeeper', () => {
  it('reuses the key for the same request and makes a new one when the request changes', () => {
    let n = 0;
    const keyFor = createAttemptKeeper(() => `key-${++n}`);
    const body = { items: [{ product_id: 1, quantity: 2 }], customer: { name: 'A B' } };
    expect(keyFor(body)).toBe('key-1');
    expect(keyFor(structuredClone(body))).toBe('key-1');
    expect(keyFor({ ...body, customer: { name: 'A C' } })).toBe('key-2');
    expect(keyFor(body)).toBe('key-3');
  });
});

describe('randomKey', () => {
  it('gives 32 hex characters, different each time', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });
});
