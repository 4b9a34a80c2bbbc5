// The one way the storefront talks to its API: same-origin /api paths, JSON in and out, the customer's
// httpOnly session cookie sent along by the browser, every answer checked by its core schema, every failure one
// ApiError with its message in the page's language. The schemas (answers.ts, and zod with them) load with the
// first call, alongside its request, rather than with every page (decisions 006 and 017).
import type { z } from 'zod';
import { errorFromAnswer, invalidResponse, networkError, type FailureText } from './api-error.js';
import type { PostBodies, PutBodies } from './request-bodies.js';

type Answers = typeof import('./answers.js');
/** The name of the core schema an answer is checked against. */
export type AnswerName = Exclude<keyof Answers, 'ApiErrorBody'>;
/** An answer as its schema parses it. */
export type Answer<N extends AnswerName> = z.output<Answers[N]>;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiCallOptions extends FailureText {
  query?: QueryParams;
  signal?: AbortSignal | undefined;
  /** Sent with the request, e.g. the Idempotency-Key of one checkout attempt. */
  headers?: Readonly<Record<string, string>>;
  /** 'no-store' for answers that change by the second (payment verification). */
  cache?: RequestCache;
}

let answers: Promise<Answers> | undefined;

/** The schemas, fetched once; a failed fetch (offline) is tried again by the next call. */
function loadAnswers(): Promise<Answers> {
  answers ??= import('./answers.js').catch((error: unknown) => {
    answers = undefined;
    throw error;
  });
  return answers;
}

/** A same-origin path with its query string; empty, null and undefined values are left out. */
export function apiPath(path: string, query: QueryParams = {}): string {
  // Only paths of this origin: the session cookie must never be offered to anyone else.
  if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`Not a same-origin path: ${path}`);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** The JSON body of an answer, or null when it has none or is not JSON (e.g. an HTML page from a proxy). */
async function readJsonBody(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function call<N extends AnswerName>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  answer: N,
  body: unknown,
  options: ApiCallOptions,
): Promise<Answer<N>> {
  const url = apiPath(path, options.query);
  const schemas = loadAnswers();
  schemas.catch(() => undefined); // awaited below; a failure here must not also surface as unhandled
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let json: unknown;
  let loaded: Answers;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: options.signal ?? null,
      ...(options.cache ? { cache: options.cache } : {}),
    });
    json = await readJsonBody(response);
    loaded = await schemas;
  } catch (error) {
    // A cancelled request (a newer one replaced it) is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw networkError(error, options);
  }
  if (!response.ok) {
    const parsed = loaded.ApiErrorBody.safeParse(json);
    throw errorFromAnswer(response.status, parsed.success ? parsed.data : null, options);
  }
  // Indexed by a generic name, TypeScript sees the union of every schema; the one named is Answer<N>'s.
  const schema = loaded[answer] as unknown as z.ZodType<Answer<N>>;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidResponse(response.status, parsed.error, options);
  return parsed.data;
}

/** GET: resolves with the answer parsed by the core schema named `answer`, rejects with an ApiError. */
export function apiGet<N extends AnswerName>(path: string, answer: N, options: ApiCallOptions) {
  return call('GET', path, answer, undefined, options);
}

/**
 * POST and PUT: the body's type comes from the route's core schema (request-bodies.ts), so a body the
 * server's schema would refuse in shape, or a path the storefront has no body type for, does not compile.
 */
export function apiPost<P extends keyof PostBodies, N extends AnswerName>(
  path: P,
  body: PostBodies[P],
  answer: N,
  options: ApiCallOptions,
) {
  return call('POST', path, answer, body, options);
}

export function apiPut<P extends keyof PutBodies, N extends AnswerName>(
  path: P,
  body: PutBodies[P],
  answer: N,
  options: ApiCallOptions,
) {
  return call('PUT', path, answer, body, options);
}

export function apiDelete<N extends AnswerName>(path: string, answer: N, options: ApiCallOptions) {
  return call('DELETE', path, answer, undefined, options);
}
