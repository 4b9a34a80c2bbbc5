import fc from 'fast-check';
import { MAX_DB_INT } from '@matjar/core';
import { alternatives, type JsonSchema } from './openapi-operations.js';

/** Values that are wrong for almost any field: what a careless or hostile client sends. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  'a\uD800',
  '\uDFFFz',
  '\uDE00\uD83D',
  '',
  ' ',
  '%00',
  '../..',
  "' OR 1=1 --",
];
const HOSTILE_NUMBERS = [MAX_DB_INT + 1, 2 ** 53, 1e308, -1, 0, 1.5, -(2 ** 31) - 1, Number.MAX_VALUE];
const WRONG_TYPES = [null, true, 42, 'text', [], {}, [1, 2], { nested: { deep: 1 } }];

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export interface ArbitraryContext {
  /** Ids that exist in the test database, so some requests reach the services' real work. */
  knownIds: number[];
}

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  const valid = schema.enum
    ? fc.constantFrom(...schema.enum)
    : /email/i.test(name)
      ? fc.emailAddress()
      : fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    // Any UTF-16 code units: NUL, control characters and unpaired surrogate halves included.
    { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 24 }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT, 'x'.repeat((schema.maxLength ?? 200) + 1)) },
  );
}

function numberArbitrary(schema: JsonSchema, context: ArbitraryContext): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
  const max = Math.max(min, Math.min(schema.maximum ?? 1000, 1000));
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max }) },
    { weight: 2, arbitrary: fc.constantFrom(...context.knownIds) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  );
}

function optionArbitrary(schema: JsonSchema, name: string, context: ArbitraryContext): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, context);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueArbitrary(schema.items ?? {}, name, context), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectArbitrary(schema, context);
    default:
      return fc.constantFrom(...WRONG_TYPES);
  }
}

/** Mostly what the schema allows, sometimes hostile, now and then another type altogether. */
export function valueArbitrary(
  schema: JsonSchema,
  name: string,
  context: ArbitraryContext,
): fc.Arbitrary<unknown> {
  const options = alternatives(schema).map((option) => optionArbitrary(option, name, context));
  const nullable = (schema.anyOf ?? schema.oneOf ?? []).some((option) => option.type === 'null');
  return fc.oneof(
    { weight: 12, arbitrary: options.length > 0 ? fc.oneof(...options) : fc.constant(null) },
    { weight: nullable ? 2 : 0, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );
}

/** An object of the schema's properties: required ones mostly present, optional ones sometimes. */
export function objectArbitrary(
  schema: JsonSchema,
  context: ArbitraryContext,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      valueArbitrary(property, key, context),
    ]),
  );
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}
