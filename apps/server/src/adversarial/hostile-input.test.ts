import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, MAX_DB_INT, SAFE_TEXT_PATTERN } from '@matjar/core';
import { insertCheckoutFixture } from '../modules/checkout/testing/checkout-fixture.js';
import { buildTestApp } from '../testing/test-app.js';
import { countStatus, signedInSessions, statusTotals } from './testing/adversarial-sessions.js';
import {
  alternatives,
  isBackOffice,
  listOperations,
  percentEncode,
  sampleRequest,
  setAt,
  slotsOf,
  takesNumber,
  takesString,
  toInject,
  type Operation,
  type Slot,
} from './testing/openapi-operations.js';

// NUL, lone surrogates and ids past PostgreSQL's integer in any string or number of any
// operation of the OpenAPI document answer 400 in the error shape, never a 5xx from the database. Generated
// from the document, so an endpoint added later is covered without touching this file.

const HOSTILE_TEXT = ['nul\u0000inside', 'lone\uD800high', '\uDC00lone-low', '\u0000'];
const HOSTILE_NUMBERS = [MAX_DB_INT + 1, 2 ** 53, 1e308];

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
let operations: Operation[];
let sessions: Awaited<ReturnType<typeof signedInSessions>>;
const counts = new Map<number, number>();

beforeAll(async () => {
  t = await buildTestApp({
    routes: (app) =>
      // Sends its input straight to SQL, as a value no request schema checked would be.
      app.post('/test/raw-sql', { schema: { hide: true } }, async (request) => {
        const { value, type } = request.body as { value: string; type: 'text' | 'jsonb' | 'integer' };
        await app.db.execute(sql`select ${value}::${sql.raw(type)}`);
        return { stored: true };
      }),
  });
  operations = listOperations(t.app.swagger());
  sessions = await signedInSessions(t.app, t.database.db);
  // Real products, so the sample id 1 of a fresh database names one and requests get past "not found".
  await insertCheckoutFixture(t.database.db);
});
afterAll(async () => {
  console.log(
    `hostile input: ${[...counts.values()].reduce((a, b) => a + b, 0)} requests: ${statusTotals(counts)}`,
  );
  await t?.close();
});

interface Hostile {
  value: unknown;
  /**
   * 'validated': 400 with the schema's issues (refused by core's building blocks, not later by the database).
   * 'refused': 400. 'harmless': any answer below 500. A URL cannot carry a lone surrogate: its bytes
   * (%ED%A0%80) are not UTF-8, so a path holding them is refused before routing and a query keeps them as the
   * literal, harmless text "%ED%A0%80".
   */
  expect: 'validated' | 'refused' | 'harmless';
}

/** Hostile values for one slot, as they travel: raw in a JSON body, percent-encoded in a URL. */
function hostileValues(slot: Slot): Hostile[] {
  const values: unknown[] = [];
  if (takesString(slot.schema)) values.push(...HOSTILE_TEXT);
  if (takesNumber(slot.schema)) values.push(...HOSTILE_NUMBERS);
  if (slot.place === 'body') return values.map((value) => ({ value, expect: 'validated' }));
  return values.map((value) => {
    const text = String(value);
    const surrogateOnly = !text.includes('\u0000') && typeof value === 'string';
    return {
      value: percentEncode(text),
      expect: !surrogateOnly ? 'validated' : slot.place === 'query' ? 'harmless' : 'refused',
    };
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function hostileRequests(operation: Operation) {
  return slotsOf(operation).flatMap((slot) =>
    hostileValues(slot).map(({ value, expect }) => {
      const values = sampleRequest(operation);
      if (slot.place === 'body') values.body = setAt(values.body, slot.at, value);
      else values[slot.place][String(slot.at[0])] = value as string;
      return { slot, value, expect, request: toInject(operation, values) };
    }),
  );
}

describe('hostile input on every operation of the OpenAPI document', () => {
  it('finds the operations (staff, account, storefront and payments alike)', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.some(isBackOffice)).toBe(true);
    expect(operations.flatMap(slotsOf).length).toBeGreaterThan(50);
  });

  it('documents the rule on every input: strings carry the safe-text pattern, integers a maximum', () => {
    const unguarded = operations.flatMap((operation) =>
      slotsOf(operation).flatMap((slot) =>
        alternatives(slot.schema)
          .filter((option) => {
            if (option.enum || option.const !== undefined) return false;
            if (option.type === 'string') {
              const patterns = [option.pattern, ...(option.allOf ?? []).map((part) => part.pattern)];
              return !patterns.includes(SAFE_TEXT_PATTERN.source);
            }
            if (option.type === 'integer' || option.type === 'number') {
              return option.maximum === undefined || option.maximum > MAX_DB_INT;
            }
            return false;
          })
          .map(() => `${operation.method} ${operation.path} ${slot.place}:${slot.at.join('.')}`),
      ),
    );
    expect(unguarded).toEqual([]);
  });

  it('answers 400 in the error shape to NUL, lone surrogates and ids above 2^31 - 1, never 5xx', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const { slot, value, expect: outcome, request } of hostileRequests(operation)) {
        const session = isBackOffice(operation) ? sessions.admin : sessions.customer;
        const response = await t.app.inject({
          ...request,
          headers: { ...session, ...request.headers },
        });
        countStatus(counts, response.statusCode);
        const status = response.statusCode;
        const body = ApiErrorBody.safeParse(parseJson(response.body));
        const shaped = status < 400 || body.success;
        const validated = (body.data?.error.issues?.length ?? 0) > 0;
        // 429: a per-address abuse limit answered first, which is just as safe.
        const allowed =
          outcome === 'harmless'
            ? status < 500
            : status === 429 || (status === 400 && (outcome === 'refused' || validated));
        const documented = operation.statuses.includes(String(status));
        if (!allowed || !shaped || !documented) {
          wrong.push(
            `${operation.method} ${operation.path} ${slot.place}:${slot.at.join('.')}=${JSON.stringify(value)} → ` +
              `${status}${documented ? '' : ' (not in the document)'} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the statuses of the OpenAPI document', () => {
  it('lists the status every operation answers to a plausible request, staff and shopper alike', async () => {
    const undocumented: string[] = [];
    for (const operation of operations) {
      const request = toInject(operation, sampleRequest(operation));
      const session = isBackOffice(operation) ? sessions.admin : sessions.customer;
      const response = await t.app.inject({ ...request, headers: { ...session, ...request.headers } });
      countStatus(counts, response.statusCode);
      if (!operation.statuses.includes(String(response.statusCode))) {
        undocumented.push(
          `${operation.method} ${operation.path} → ${response.statusCode} (documented: ${operation.statuses.join(', ')})`,
        );
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('input the database refuses, when no schema caught it first', () => {
  it.each([
    ['NUL in text (22021)', 'text', 'a\u0000b'],
    ['escaped NUL in jsonb (22P05)', 'jsonb', '"a\\u0000b"'],
    ['escaped lone surrogate in jsonb (22P02)', 'jsonb', '"a\\ud800b"'],
    ['a number past integer (22003)', 'integer', String(MAX_DB_INT + 1)],
  ])('%s answers 400 VALIDATION_FAILED, not 500', async (_case, type, value) => {
    const response = await t.app.inject({ method: 'POST', url: '/test/raw-sql', payload: { type, value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
