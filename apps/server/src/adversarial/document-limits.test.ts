import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@matjar/core';
import { insertCheckoutFixture } from '../modules/checkout/testing/checkout-fixture.js';
import { buildTestApp } from '../testing/test-app.js';
import { countStatus, signedInSessions, statusTotals } from './testing/adversarial-sessions.js';
import { boundaryValues, fitsSchema } from './testing/boundary-values.js';
import {
  isBackOffice,
  listOperations,
  percentEncode,
  sampleRequest,
  setAt,
  slotsOf,
  toInject,
  type Operation,
  type RequestValues,
  type Slot,
} from './testing/openapi-operations.js';

// The OpenAPI document's limits are the server's: every input of every operation is sent at the edges of what
// its schema in the document allows (the longest and shortest text, text its patterns generate, the smallest
// and largest numbers, each enum value), and the server must not refuse such a value as invalid for a reason
// the document does not state. A client generated from the document would send exactly these. Generated from
// the document, so an operation added later is covered without touching this file.

/**
 * Refusals of a value the document allows that are right all the same, each with why the document cannot
 * carry the rule: a rule between two fields (JSON Schema describes each field alone), or a check against
 * stored data (as an id naming no row is a 404, not a schema's business).
 */
const NOT_A_FIELD_RULE: Record<string, string> = {
  PASSWORDS_DO_NOT_MATCH: 'the confirmation must equal the password: a rule between two fields',
  REPORT_RANGE_INVALID: 'from must not be after to, and the range is bounded: a rule between two fields',
  DISCOUNT_PERCENT_RANGE: 'a percentage discount is at most 100, an amount is not: depends on discount_type',
  COUPON_PERCENT_RANGE: 'a percentage coupon is at most 100, an amount is not: depends on type',
  COUPON_AMOUNT_REQUIRED: 'an amount coupon needs a value of at least 1: depends on type',
  COUPON_DATES_INVALID: 'the start must not be after the expiry: a rule between two fields',
  WINDOW_RANGE: "a delivery window's end is after its start: a rule between two fields",
  IMAGE_NOT_SHOP_MEDIA: "an image must be a file the shop stores: a check against the shop's storage",
  GTIN_INVALID:
    "a GTIN's last digit is computed from the others (GS1's modulo 10): no JSON Schema pattern can state it",
  SKU_TAKEN:
    'a SKU names one thing in the shop: the product and its variants, and what is stored, must not share one',
};

/** Operation inputs whose refusal is a rule between fields the code alone does not say; each with why. */
const NOT_A_FIELD_RULE_AT: Record<string, string> = {
  'PUT /api/admin/settings/{key} params.key':
    "each setting's value has its own rule (a WhatsApp number, a listed size): the key picks the value's schema",
  'POST /api/admin/products body.images.0.option_value_key':
    "a picture's option value key must name a value of the product's own options: a rule between fields",
  'PUT /api/admin/products/{id} body.images.0.option_value_key':
    "a picture's option value key must name a value of the product's own options: a rule between fields",
  'POST /api/payments/create-order body.items.0.quantity':
    'lines of one product are merged before the cap (two lines of 6 are one of 12) and the answer names the ' +
    'product: a rule across lines; the schema bounds one line at 99',
  'POST /api/admin/products/import body':
    'the file limit is in bytes (413, documented); a JSON Schema of text can only count characters',
};

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
let operations: Operation[];
let sessions: Awaited<ReturnType<typeof signedInSessions>>;
const counts = new Map<number, number>();

beforeAll(async () => {
  // Exempt from the per-address limits: thousands of requests from one address are the test, not an attack.
  t = await buildTestApp({ env: { RATE_LIMIT_EXEMPT: '127.0.0.1' } });
  operations = listOperations(t.app.swagger());
  sessions = await signedInSessions(t.app, t.database.db);
  await insertCheckoutFixture(t.database.db);
});
afterAll(async () => {
  console.log(
    `document limits: ${[...counts.values()].reduce((a, b) => a + b, 0)} requests: ${statusTotals(counts)}`,
  );
  await t?.close();
});

function parseError(text: string) {
  try {
    return ApiErrorBody.safeParse(JSON.parse(text)).data?.error;
  } catch {
    return undefined;
  }
}

/** Where Fastify's validation names an input: the request part, then the field's path. */
const PLACE_CONTEXT = { body: 'body', query: 'querystring', path: 'params' } as const;
const slotName = (slot: Slot) => [PLACE_CONTEXT[slot.place], ...slot.at].join('.');

function setSlot(values: RequestValues, slot: Slot, value: unknown) {
  if (slot.place === 'body') values.body = setAt(values.body, slot.at, value);
  else values[slot.place][String(slot.at[0])] = percentEncode(String(value));
}

async function send(operation: Operation, values: RequestValues) {
  const request = toInject(operation, values);
  for (let attempt = 0; ; attempt += 1) {
    const session = isBackOffice(operation) ? sessions.admin : sessions.customer;
    const response = await t.app.inject({ ...request, headers: { ...session, ...request.headers } });
    // A request of the sweep itself (a password change, a sign-out) ended the session: sign in afresh.
    if (response.statusCode === 401 && attempt === 0) {
      sessions = await signedInSessions(t.app, t.database.db);
      continue;
    }
    countStatus(counts, response.statusCode);
    return { status: response.statusCode, error: parseError(response.body) };
  }
}

type Answer = Awaited<ReturnType<typeof send>>;

/** Each input with its boundary values, and a request whose every input is one the document allows. */
function plan(operation: Operation) {
  const slots = slotsOf(operation).map((slot) => ({ slot, values: boundaryValues(slot.schema) }));
  const plausible = sampleRequest(operation);
  for (const { slot, values } of slots) {
    const sample = slot.place === 'body' ? undefined : plausible[slot.place][String(slot.at[0])];
    const current =
      slot.place === 'body'
        ? slot.at.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], plausible.body)
        : sample === undefined
          ? undefined
          : decodeURIComponent(sample);
    // The sample guesses plain values ('x', 1); a field with a pattern gets the shortest text it generates.
    const present = slot.place === 'body' || current !== undefined;
    if (present && !fitsSchema(current, slot.schema) && values.length > 0) {
      const shortest = [...values].sort((a, b) => String(a).length - String(b).length)[0];
      setSlot(plausible, slot, shortest);
    }
  }
  return { slots, plausible };
}

/** Why `answer` refuses the value at `slot` for a reason the document does not state, or undefined. */
function unstatedRefusal(operation: Operation, slot: Slot, answer: Answer, baseline: Answer) {
  const at = `${operation.method} ${operation.path} ${slotName(slot)}`;
  if (NOT_A_FIELD_RULE_AT[at]) return undefined;
  if (answer.status === 413) return `${at}: 413 ${answer.error?.code}`;
  if (answer.status !== 400 && answer.status !== 422) return undefined;
  const here = (answer.error?.issues ?? []).filter(
    (issue) => issue.path.join('.') === slotName(slot) && !NOT_A_FIELD_RULE[issue.code],
  );
  if (here.length > 0) return `${at}: ${answer.status} ${here.map((issue) => issue.code).join(',')}`;
  // A handler's own refusal with a code of its own (no field issues) that the plausible request did not get.
  const code = answer.error?.code ?? '';
  const own =
    (answer.error?.issues ?? []).length === 0 &&
    !NOT_A_FIELD_RULE[code] &&
    (answer.status !== baseline.status || code !== baseline.error?.code);
  return own ? `${at}: ${answer.status} ${code}` : undefined;
}

const DISTINCT = (value: unknown) => JSON.stringify(value).slice(0, 40);

describe("the OpenAPI document's limits are the server's", () => {
  it('finds inputs with limits to try on every kind of operation', () => {
    const withSlots = operations.filter((operation) => slotsOf(operation).length > 0);
    expect(withSlots.length).toBeGreaterThan(100);
    expect(withSlots.some(isBackOffice)).toBe(true);
    expect(withSlots.map((operation) => operation.path)).toContain('/api/store/account/addresses');
  });

  it('refuses no value the document allows for a reason the document does not state', async () => {
    const found = new Set<string>();
    let tried = 0;
    let checked = 0;
    let inputs = 0;
    for (const operation of operations) {
      const { slots, plausible } = plan(operation);
      if (slots.length === 0) continue;
      checked += 1;
      inputs += slots.length;
      const baseline = await send(operation, structuredClone(plausible));
      const variants = Math.max(0, ...slots.map(({ values }) => values.length));
      // All inputs at their edges at once (a schema names every field it refuses in one answer); only a
      // refused combination is tried again one input at a time, to name the input and keep the run short.
      for (let v = 0; v < variants; v += 1) {
        const values = structuredClone(plausible);
        for (const { slot, values: choices } of slots) {
          if (choices.length > 0) setSlot(values, slot, choices[v % choices.length]);
        }
        tried += 1;
        const together = await send(operation, values);
        if (![400, 413, 422].includes(together.status)) continue;
        for (const { slot, values: choices } of slots) {
          if (choices.length === 0) continue;
          const value = choices[v % choices.length];
          const one = structuredClone(plausible);
          setSlot(one, slot, value);
          tried += 1;
          const why = unstatedRefusal(operation, slot, await send(operation, one), baseline);
          if (why) found.add(`${why} (${DISTINCT(value)})`);
        }
      }
    }
    console.log(`document limits: ${checked} operations, ${inputs} inputs, ${tried} boundary requests`);
    expect([...found]).toEqual([]);
  }, 1_200_000);
});
