import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as core from '../index.js';
import {
  EntityId,
  IdParam,
  MAX_DB_INT,
  parseIdText,
  safeTextCheck,
  StoreContactBody,
  requiredText,
} from '../index.js';

// Every string the API takes refuses NUL and unpaired surrogates, every id stops at
// PostgreSQL's integer. The rule lives once in common.ts; the guard below fails when a request schema of core
// (…Body, …Query, …Params) has a string or a number that does not go through it.

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; value?: unknown } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Paths of the string and number leaves of a schema that lack the safe-text check or a bounded maximum. */
function unguardedLeaves(schema: z.ZodType, at: string): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return def.checks?.some((check) => check === (safeTextCheck as unknown)) ? [] : [at];
    case 'number': {
      const max = def.checks?.find((check) => check._zod.def.check === 'less_than')?._zod.def.value;
      return typeof max === 'number' && max <= MAX_DB_INT ? [] : [at];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        unguardedLeaves(value, `${at}.${key}`),
      );
    case 'array':
      return unguardedLeaves(def.element!, `${at}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option) => unguardedLeaves(option, at));
    case 'pipe':
      // A preprocess is a pipe from a transform: the value is checked by what it is piped into.
      return defOf(def.in!).type === 'transform'
        ? unguardedLeaves(def.out!, at)
        : unguardedLeaves(def.in!, at);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return unguardedLeaves(def.innerType!, at);
    default:
      // enum, literal, boolean, transform, unknown: no free text or number reaches the database from these.
      return [];
  }
}

// ApiErrorBody is the answer of every failure, not a request.
const requestSchemas = Object.entries(core).filter(
  ([name, value]) =>
    /(Body|Query|Params)$/.test(name) &&
    name !== 'ApiErrorBody' &&
    typeof value === 'object' &&
    value &&
    '_zod' in value,
) as [string, z.ZodType][];

describe('request input that reaches the database', () => {
  it('core exports its request schemas (the guard has something to check)', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['StoreCreateOrderBody', 'StoreSearchQuery', 'IdParams', 'StoreSignUpBody']),
    );
  });

  it('every string of every request schema refuses NUL and lone surrogates; every number is bounded', () => {
    const unguarded = requestSchemas.flatMap(([name, schema]) => unguardedLeaves(schema, name));
    expect(unguarded).toEqual([]);
  });

  it('refuses NUL and unpaired surrogates with INVALID_CHARACTERS, keeps emoji and Arabic', () => {
    const text = requiredText(50);
    for (const bad of ['a\u0000b', '\u0000', 'a\uD800', '\uDC00b', '\uDE00\uD83D']) {
      const result = text.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('INVALID_CHARACTERS');
    }
    for (const good of ['مرحبا', 'Doha 🇶🇦 😀', 'tab\tand\nnewline'])
      expect(text.safeParse(good).success).toBe(true);
    const issues = core.issuesFromZod(
      StoreContactBody.safeParse({ name: 'x\u0000', email: 'a@b.qa', subject: 's', message: 'm' }).error!
        .issues,
    );
    expect(issues).toEqual([
      expect.objectContaining({ path: ['name'], code: 'INVALID_CHARACTERS', messageAr: expect.any(String) }),
    ]);
  });

  it('bounds ids by PostgreSQL integer (2^31 - 1), in bodies and in URLs', () => {
    expect(EntityId.safeParse(2_147_483_647).success).toBe(true);
    for (const big of [2 ** 31, 2 ** 53, 1e308]) expect(EntityId.safeParse(big).success).toBe(false);
    expect(IdParam.safeParse('2147483647').success).toBe(true);
    expect(IdParam.safeParse('2147483648').error?.issues[0]?.message).toBe('INVALID_ID');
  });

  // One row, one address. z.coerce.number read '00001', '0x10' and '1e3' as ids.
  it.each([
    '00001',
    '0x10',
    '1e3',
    '0',
    '-1',
    '+1',
    '1.0',
    ' 1',
    '1 ',
    '1_000',
    '１',
    '2147483648',
    '99999999999',
  ])('a path or query id spelled %j names nothing: INVALID_ID', (text) => {
    expect(parseIdText(text)).toBeNull();
    const issues = IdParam.safeParse(text).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain('INVALID_ID');
  });

  it.each([
    ['1', 1],
    ['10', 10],
    ['2147483647', MAX_DB_INT],
  ])('the id text %j is the id %d', (text, id) => {
    expect(parseIdText(text)).toBe(id);
    expect(IdParam.parse(text)).toBe(id);
  });
});
