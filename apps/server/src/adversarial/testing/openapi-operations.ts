import { isBackOfficePath } from '@matjar/core';
import type { InjectOptions } from 'fastify';

/** The part of JSON Schema the API's OpenAPI document uses (generated from the zod schemas). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

export type Place = 'path' | 'query' | 'body';

export interface Operation {
  method: string;
  /** OpenAPI form: /api/store/products/{id} */
  path: string;
  parameters: { in: 'path' | 'query'; name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** The statuses the document lists for it ('200', '400', …). */
  statuses: string[];
}

/** One input of an operation that can carry a hostile value: a path or query parameter, or a body leaf. */
export interface Slot {
  place: Place;
  /** Parameter name, or the body field's path. */
  at: (string | number)[];
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

/** Every operation of the document, so an endpoint added tomorrow is covered without touching the tests. */
export function listOperations(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          in: parameter.in as 'path' | 'query',
          name: parameter.name,
          required: parameter.required ?? false,
          schema: parameter.schema ?? {},
        })),
      body: Object.values(operation.requestBody?.content ?? {})[0]?.schema,
      statuses: Object.keys(operation.responses ?? {}),
    })),
  );
}

/** The non-null alternatives of a schema (anyOf/oneOf flattened). */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return [schema];
  return options.flatMap(alternatives).filter((option) => option.type !== 'null');
}

export const typesOf = (schema: JsonSchema): string[] =>
  alternatives(schema).flatMap((option) =>
    option.type === undefined ? [] : Array.isArray(option.type) ? option.type : [option.type],
  );

export const takesString = (schema: JsonSchema) => typesOf(schema).includes('string');
export const takesNumber = (schema: JsonSchema) =>
  typesOf(schema).some((type) => type === 'integer' || type === 'number');

/** A value the schema accepts, as far as its JSON Schema says (refinements such as e-mail are guessed). */
export function sampleValue(schema: JsonSchema, name = ''): unknown {
  const [option] = alternatives(schema);
  if (!option) return null;
  if (option.enum) return option.enum[0];
  if (option.const !== undefined) return option.const;
  const type = Array.isArray(option.type) ? option.type[0] : option.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(option.properties ?? {}).map(([key, property]) => [key, sampleValue(property, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(option.minItems ?? 0, 1) }, () =>
        sampleValue(option.items ?? {}, name),
      );
    case 'integer':
    case 'number': {
      const low = option.minimum ?? (option.exclusiveMinimum ?? 0) + 1;
      return Math.min(low, option.maximum ?? low);
    }
    case 'boolean':
      return true;
    case 'string':
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/password/i.test(name)) return 'fuzz-password-1';
      return 'x'.repeat(Math.max(option.minLength ?? 1, 1));
    default:
      return null;
  }
}

/** Every slot of an operation: parameters, and each leaf of a sample body (array items at index 0). */
export function slotsOf(operation: Operation): Slot[] {
  // A query list (ids=1,2,3) takes its items' values.
  const slots: Slot[] = operation.parameters.map((parameter) => ({
    place: parameter.in,
    at: [parameter.name],
    schema: parameter.schema.items ?? parameter.schema,
  }));
  const walk = (schema: JsonSchema, at: (string | number)[]) => {
    const objects = alternatives(schema).filter((option) => option.properties);
    const arrays = alternatives(schema).filter((option) => option.items);
    if (objects.length === 0 && arrays.length === 0) {
      slots.push({ place: 'body', at, schema });
      return;
    }
    for (const option of objects) {
      for (const [key, property] of Object.entries(option.properties ?? {})) walk(property, [...at, key]);
    }
    for (const option of arrays) walk(option.items ?? {}, [...at, 0]);
  };
  if (operation.body) walk(operation.body, []);
  return slots;
}

/**
 * Percent-encodes text for a URL, lone surrogates included: encodeURIComponent throws on those, so they are
 * written as the three bytes a careless encoder (CESU-8) would send, which is what an attacker can send.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    try {
      encoded += encodeURIComponent(character);
    } catch {
      const unit = character.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }
  return encoded;
}

export interface RequestValues {
  /** Already percent-encoded. */
  path: Record<string, string>;
  /** Already percent-encoded. */
  query: Record<string, string>;
  body: unknown;
}

/** Valid-looking values for every input of an operation, the starting point of each hostile request. */
export function sampleRequest(operation: Operation): RequestValues {
  const values: RequestValues = { path: {}, query: {}, body: undefined };
  for (const parameter of operation.parameters) {
    const value = sampleValue(parameter.schema, parameter.name);
    if (parameter.in === 'path') values.path[parameter.name] = percentEncode(String(value));
    else if (parameter.required) values.query[parameter.name] = percentEncode(String(value));
  }
  if (operation.body) values.body = sampleValue(operation.body);
  return values;
}

/** Sets a body leaf in place, creating the objects and arrays on the way. */
export function setAt(body: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const root = (body ?? (typeof at[0] === 'number' ? [] : {})) as Record<string | number, unknown>;
  let node = root;
  at.forEach((key, index) => {
    if (index === at.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= typeof at[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

export function toInject(operation: Operation, values: RequestValues): InjectOptions {
  const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values.path[name] ?? 'x');
  const query = Object.entries(values.query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return {
    method: operation.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    ...(values.body === undefined ? {} : { payload: JSON.stringify(values.body) }),
    headers: values.body === undefined ? {} : { 'content-type': 'application/json' },
  };
}

/**
 * Back-office operations: staff only, exercised with a super_admin session. Core's prefixes include the
 * staff's status change, which the spec puts under /api/payments/.
 */
export const isBackOffice = (operation: Operation) =>
  /^\/api\/(admin|auth)(\/|\.|$)/.test(operation.path) || isBackOfficePath(operation.path);
