import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@matjar/core';
import { insertCheckoutFixture } from '../modules/checkout/testing/checkout-fixture.js';
import { buildTestApp } from '../testing/test-app.js';
import { countStatus, signedInSessions, statusTotals } from './testing/adversarial-sessions.js';
import { isBackOffice, listOperations, percentEncode, type Operation } from './testing/openapi-operations.js';
import { objectArbitrary, valueArbitrary, type ArbitraryContext } from './testing/schema-arbitraries.js';

// A property-based fuzz of every public operation of the OpenAPI document, from its schema
// (generated from core's zod schemas). Mostly plausible values, some hostile (NUL, unpaired surrogates, ids
// past 2^31 - 1, over-long text), some of the wrong type; random client addresses, signed in or not. Whatever
// comes, the answer is never a 5xx, its status is one the document lists for the operation, and a JSON error
// is in the API's shape. Seeded, so a failure replays:
// FUZZ_SEED=<seed> reruns one, FUZZ_RUNS=<n> changes the runs per operation.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 200);

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
let operations: Operation[];
let customerCookie: string;
let context: ArbitraryContext;
const counts = new Map<number, number>();

beforeAll(async () => {
  t = await buildTestApp();
  operations = listOperations(t.app.swagger()).filter((operation) => !isBackOffice(operation));
  customerCookie = (await signedInSessions(t.app, t.database.db)).customer.cookie;
  const fixture = await insertCheckoutFixture(t.database.db);
  const rows = [
    fixture.phone,
    fixture.cable,
    fixture.laptop,
    fixture.laptop16,
    fixture.laptop32,
    fixture.giftCard,
  ];
  context = { knownIds: [...new Set([1, ...rows.map((row) => row.id)])] };
});
afterAll(async () => {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  console.log(`fuzz (seed ${SEED}): ${total} requests: ${statusTotals(counts)}`);
  await t?.close();
});

function requestArbitrary(operation: Operation) {
  const parameters = (place: 'path' | 'query') => {
    const list = operation.parameters.filter((parameter) => parameter.in === place);
    return objectArbitrary(
      {
        properties: Object.fromEntries(list.map((parameter) => [parameter.name, parameter.schema])),
        required: list.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      },
      context,
    );
  };
  return fc.record({
    path: parameters('path'),
    query: parameters('query'),
    body: operation.body ? valueArbitrary(operation.body, 'body', context) : fc.constant(undefined),
    signedIn: fc.boolean(),
    address: fc.ipV4(),
  });
}

const inUrl = (value: unknown) => percentEncode(Array.isArray(value) ? value.join(',') : String(value));

function isJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('property-based fuzz of the public API', () => {
  it('covers the storefront, checkout, payments and account operations', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((operation) => operation.path)).toContain('/api/payments/create-order');
  });

  it(`never answers 5xx nor a status its document does not list (seed ${SEED}, ${RUNS_PER_OPERATION} runs per operation)`, async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (input) => {
          const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
            name in input.path ? inUrl(input.path[name]) : '',
          );
          const query = Object.entries(input.query)
            .map(([name, value]) => `${name}=${inUrl(value)}`)
            .join('&');
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url: query ? `${url}?${query}` : url,
            remoteAddress: input.address,
            headers: {
              'sec-fetch-site': 'same-origin',
              ...(input.signedIn ? { cookie: customerCookie } : {}),
              ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(input.body === undefined ? {} : { payload: JSON.stringify(input.body) }),
          });
          countStatus(counts, response.statusCode);
          const where = `${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          // The document lists every status the operation can answer: a client generated from it knows each.
          expect(operation.statuses, `${where}: not in the document`).toContain(String(response.statusCode));
          const json = response.statusCode >= 400 ? isJson(response.body) : undefined;
          if (json !== undefined) expect(ApiErrorBody.safeParse(json).success, where).toBe(true);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION },
      );
    }
    // Some 8,000 requests: over the default 30 s on a busy two-core machine.
  }, 180_000);
});
