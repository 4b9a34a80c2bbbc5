import fc from 'fast-check';
import { SAFE_TEXT_PATTERN } from '@matjar/core';
import { alternatives, type JsonSchema } from './openapi-operations.js';

/**
 * Values at the edges of what a JSON Schema of the OpenAPI document allows: the longest and shortest text, text
 * matching its patterns, its smallest and largest numbers, each value of an enum. A client generated from the
 * document sends exactly these, so the server must not refuse them for a rule the document does not state.
 */

/** The patterns a string option carries (its own and its allOf parts'), as regular expressions. */
export function patternsOf(option: JsonSchema): RegExp[] {
  return [option.pattern, ...(option.allOf ?? []).map((part) => part.pattern)]
    .filter((pattern): pattern is string => typeof pattern === 'string')
    .map((pattern) => new RegExp(pattern, 'u'));
}

/** Longest text tried: a field without a documented maximum is tried at this length. */
const UNBOUNDED_LENGTH = 300;

/** What a string of a given format looks like, at its plainest. */
const FORMAT_SAMPLES: Record<string, string[]> = {
  email: ['shopper@example.com', 'first.last+tag@mail.example.qa'],
  'date-time': ['2026-11-29T10:00:00Z', '2026-11-29T10:00:00.000Z'],
  date: ['2026-11-29'],
  time: ['10:00:00'],
  uri: ['https://example.com/'],
  url: ['https://example.com/'],
  uuid: ['6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'],
};

/** Ordinary text in each shape a shopper or staff member types: Latin, Arabic, digits, mixed with spaces. */
function plainTexts(length: number, units = ['x', 'ب', '7', 'Ab 1 ']): string[] {
  if (length <= 0) return [''];
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return units.map(fill).map((text) =>
    // A trailing or leading space may be trimmed away by the server: end on a letter.
    text.length > 1 && /\s$/.test(text) ? `${text.slice(0, -1)}z` : text,
  );
}

/**
 * The pattern without its lookaheads ((?!…), (?=…)), which fast-check cannot generate from; what it then
 * generates is filtered by the whole pattern.
 */
function withoutLookaheads(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i += 1) {
    if (source[i] === '\\') {
      out += source.slice(i, i + 2);
      i += 1;
    } else if (source.startsWith('(?!', i) || source.startsWith('(?=', i)) {
      let depth = 0;
      for (; i < source.length; i += 1) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '(') depth += 1;
        else if (source[i] === ')' && --depth === 0) break;
      }
    } else out += source[i];
  }
  return out;
}

function matching(pattern: RegExp, seed: number): string[] {
  try {
    return fc.sample(fc.stringMatching(new RegExp(withoutLookaheads(pattern.source), 'u')), {
      seed,
      numRuns: 300,
    });
  } catch {
    return [];
  }
}

function stringBoundaries(option: JsonSchema, seed: number): string[] {
  const min = option.minLength ?? 0;
  const max = option.maxLength ?? UNBOUNDED_LENGTH;
  const patterns = patternsOf(option).filter((pattern) => pattern.source !== SAFE_TEXT_PATTERN.source);
  const format = (option as { format?: string }).format;
  const fits = (text: string) =>
    text.length >= min &&
    text.length <= max &&
    SAFE_TEXT_PATTERN.test(text) &&
    patterns.every((pattern) => pattern.test(text));
  let candidates: string[];
  if (format && FORMAT_SAMPLES[format]) candidates = FORMAT_SAMPLES[format];
  else if (patterns.length > 0) {
    // Text the first pattern generates, kept when every pattern and the length bounds take it: the shortest,
    // the longest and two between.
    const generated = matching(patterns[0]!, seed)
      .filter(fits)
      .sort((a, b) => a.length - b.length);
    candidates = [...new Set([generated[0], generated.at(-1), generated[1], generated[2]])].filter(
      (text): text is string => text !== undefined,
    );
    candidates.push(...plainTexts(max), ...plainTexts(Math.max(min, 1), ['x']));
  } else {
    candidates = [...plainTexts(max), ...plainTexts(Math.max(min, 1), ['x'])];
  }
  // Spaces only: a field the server trims and requires must say so in its pattern.
  if (min > 0) candidates.push(' '.repeat(Math.min(Math.max(min, 2), max)));
  return [...new Set(candidates.filter(fits))];
}

function numberBoundaries(option: JsonSchema): number[] {
  const integer = option.type === 'integer';
  const low =
    option.minimum ??
    (option.exclusiveMinimum === undefined
      ? undefined
      : integer
        ? Math.floor(option.exclusiveMinimum) + 1
        : option.exclusiveMinimum + 0.5);
  const exclusiveMaximum = (option as { exclusiveMaximum?: number }).exclusiveMaximum;
  const high =
    option.maximum ??
    (exclusiveMaximum === undefined
      ? undefined
      : integer
        ? Math.ceil(exclusiveMaximum) - 1
        : exclusiveMaximum - 0.5);
  const values = [low ?? (integer ? -1 : -1.5), high ?? 1_000_000];
  if (low !== undefined && high !== undefined && high - low > 2) values.push(Math.floor((low + high) / 2));
  if (!integer) values.push(((low ?? 0) + (high ?? 100)) / 2 + 0.25);
  return [...new Set(values)];
}

/**
 * The boundary values of one input's schema (its non-null alternatives each). Objects and arrays are walked
 * into by the caller (slotsOf); here they yield nothing.
 */
/** Whether a value is one the schema allows, as far as its JSON Schema says (strings and numbers checked). */
export function fitsSchema(value: unknown, schema: JsonSchema): boolean {
  return alternatives(schema).some((option) => {
    if (option.enum) return option.enum.includes(value);
    if (option.const !== undefined) return option.const === value;
    const type = Array.isArray(option.type) ? option.type[0] : option.type;
    if (type === 'string') {
      return (
        typeof value === 'string' &&
        value.length >= (option.minLength ?? 0) &&
        value.length <= (option.maxLength ?? Infinity) &&
        patternsOf(option).every((pattern) => pattern.test(value))
      );
    }
    if (type === 'integer' || type === 'number') {
      return (
        typeof value === 'number' &&
        (type === 'number' || Number.isInteger(value)) &&
        value >= (option.minimum ?? -Infinity) &&
        value <= (option.maximum ?? Infinity)
      );
    }
    return true;
  });
}

export function boundaryValues(schema: JsonSchema, seed = 1): unknown[] {
  return alternatives(schema).flatMap((option): unknown[] => {
    if (option.enum) return option.enum;
    if (option.const !== undefined) return [option.const];
    const type = Array.isArray(option.type) ? option.type[0] : option.type;
    switch (type) {
      case 'string':
        return stringBoundaries(option, seed);
      case 'integer':
      case 'number':
        return numberBoundaries(option);
      case 'boolean':
        return [true, false];
      default:
        return [];
    }
  });
}
