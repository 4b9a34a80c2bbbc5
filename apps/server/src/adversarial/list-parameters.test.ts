import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, CALENDAR_DAY_PATTERN, ID_TEXT_PATTERN } from '@matjar/core';
import { buildTestApp } from '../testing/test-app.js';
import { signedInSessions } from './testing/adversarial-sessions.js';
import {
  alternatives,
  isBackOffice,
  listOperations,
  takesNumber,
  type JsonSchema,
  type Operation,
} from './testing/openapi-operations.js';

// Every list, report and export takes its cursors, dates and page numbers from the query string, and each
// impossible one is the client's mistake: 400, never a database error answered 500.
// `GET /api/admin/orders/board/pending?after=0000-01-01T00:00:00Z~1` reached PostgreSQL (which has no year 0)
// and answered 500. Generated from the OpenAPI document: a list added later is covered without touching this
// file.

type Kind = 'day' | 'cursor' | 'number';

/** Impossible values of each kind: dates that do not exist or are out of any shop's range, ids out of range. */
const IMPOSSIBLE: Record<Kind, string[]> = {
  day: [
    '0000-01-01',
    '9999-12-31',
    '1899-12-31',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '10000-01-01',
    '+02026-01-01',
  ],
  cursor: [
    '0000-01-01T00:00:00Z~1',
    '9999-12-31T23:59:59.999999Z~1',
    '2026-02-30T10:00:00Z~1',
    '2026-11-26T24:00:00Z~1',
    '2026-11-26T10:15:61Z~1',
    '2026-11-26T10:60:00Z~1',
    '2026-11-26T10:15:30Z~0',
    '2026-11-26T10:15:30Z~2147483648',
    '2026-11-26T10:15:30.123456Z~999999999999',
    '2026-11-26T10:15:30Z',
    '~1',
  ],
  number: ['0', '-1', '1.5', 'NaN', 'Infinity', '-Infinity', '1e308', '99999999999999999999'],
};

/** What a valid value of each kind looks like, for the other parameters of the same request. */
const VALID: Record<Kind, string> = {
  day: '2026-11-20',
  cursor: '2026-11-26T10:15:30.123456Z~1',
  number: '1',
};

function kindOf(schema: JsonSchema): Kind | null {
  const options = alternatives(schema.items ?? schema);
  const patterns = options.flatMap((option) => [
    option.pattern,
    ...(option.allOf ?? []).map((part) => part.pattern),
  ]);
  if (patterns.some((pattern) => pattern?.includes('~'))) return 'cursor';
  // Core's own patterns: a day is a calendar day's, an id text the id's.
  if (patterns.some((pattern) => pattern === CALENDAR_DAY_PATTERN.source)) return 'day';
  if (takesNumber(schema) || patterns.some((pattern) => pattern === ID_TEXT_PATTERN.source)) return 'number';
  return null;
}

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
let operations: Operation[];
let sessions: Awaited<ReturnType<typeof signedInSessions>>;

beforeAll(async () => {
  t = await buildTestApp();
  operations = listOperations(t.app.swagger()).filter(
    (operation) => operation.method === 'GET' && operation.parameters.some((p) => p.in === 'query'),
  );
  sessions = await signedInSessions(t.app, t.database.db);
});
afterAll(() => t?.close());

/** The operation's URL: path parameters named validly, required query parameters valid, then `overrides`. */
function urlOf(operation: Operation, overrides: Record<string, string> = {}) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'status' ? 'pending' : '1',
  );
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const kind = kindOf(parameter.schema);
    if (parameter.required && kind) query.set(parameter.name, VALID[kind]);
  }
  // A range ends on or after its first day.
  if (query.has('from') && query.has('to')) query.set('to', '2026-11-27');
  for (const [name, value] of Object.entries(overrides)) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

async function get(operation: Operation, url: string) {
  const session = isBackOffice(operation) ? sessions.admin : sessions.customer;
  return t.app.inject({ method: 'GET', url, headers: session });
}

/** Every query parameter that carries a cursor, a day or a number, with its list. */
function slots() {
  return operations.flatMap((operation) =>
    operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({ operation, parameter, kind: kindOf(parameter.schema) }))
      .filter((slot): slot is typeof slot & { kind: Kind } => slot.kind !== null),
  );
}

describe('cursors, dates and page numbers in every list', () => {
  it('finds them: the board cursor, the days of the sheets and reports, the pages of every list', () => {
    const found = slots().map((slot) => `${slot.operation.path} ${slot.parameter.name}:${slot.kind}`);
    expect(found).toContain('/api/admin/orders/board/{status} after:cursor');
    expect(found).toContain('/api/admin/reports/sales from:day');
    expect(found).toContain('/api/admin/orders page:number');
    expect(found.filter((slot) => slot.endsWith(':day')).length).toBeGreaterThanOrEqual(4);
    expect(found.filter((slot) => slot.endsWith(':number')).length).toBeGreaterThanOrEqual(10);
  });

  it('every list answers its valid request (so the impossible ones below are refused by their value alone)', async () => {
    const refused: string[] = [];
    for (const operation of new Set(slots().map((slot) => slot.operation))) {
      const response = await get(operation, urlOf(operation));
      if (response.statusCode >= 400 && response.statusCode !== 404) {
        refused.push(`${operation.path} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it.each(['cursor', 'day', 'number'] as const)(
    'an impossible %s answers 400 with a code and both languages, never 5xx',
    async (kind) => {
      const wrong: string[] = [];
      let tried = 0;
      for (const { operation, parameter } of slots().filter((slot) => slot.kind === kind)) {
        for (const value of IMPOSSIBLE[kind]) {
          tried += 1;
          const response = await get(operation, urlOf(operation, { [parameter.name]: value }));
          const body = ApiErrorBody.safeParse(safeJson(response.body));
          if (response.statusCode !== 400 || !body.success || !body.data.error.messageAr) {
            wrong.push(`${operation.path}?${parameter.name}=${value} → ${response.statusCode}`);
          }
        }
      }
      expect(tried).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    },
  );

  it('the cursor a page hands out is one the next request accepts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/board/pending?after=${encodeURIComponent(VALID.cursor)}`,
      headers: sessions.admin,
    });
    expect(response.statusCode).toBe(200);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
