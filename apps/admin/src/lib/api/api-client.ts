// The one place the back office talks HTTP: same-origin /api, JSON in and out, every answer parsed by the
// core schema of its endpoint. The session is the httpOnly cookie the server set at sign-in, which the
// browser sends with every same-origin request; no token is ever held by a script.
import type { ErrorCode } from '@matjar/core';
import type { z } from 'zod';
import { requestSessionRenewal } from '../session/session-renewal';
import { ApiError } from './api-error';
import type { PatchBodies, PostBodies, PutBodies } from './request-bodies';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface ApiCallOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** How long to wait for the answer before giving up with a TIMEOUT error; the defaults are below. */
  timeoutMs?: number;
  /** Sent with the request, e.g. an Idempotency-Key naming one click. */
  headers?: Readonly<Record<string, string>>;
  /**
   * false for the calls about the session itself (sign-in, verify, sign-out), whose "no session" is the
   * answer; every other call that meets an ended session waits for the staff member to sign in again over
   * the screen and is then sent once more, so an unsaved edit is saved rather than lost.
   */
  renewSession?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How long a call may go unanswered before staff are told so (decision 024). The slowest calls the server
 * answers in normal work (a page of 10,000 orders' board, a products CSV) take well under 2 s on the demo
 * machine; 20 s is ten times that and still short enough that nobody gives up on a spinner first. An
 * upload sends megabytes over a shop's connection, so it may take three times as long.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
export const UPLOAD_TIMEOUT_MS = 60_000;

/** The caller's signal (TanStack cancelling a query) and the timeout's, as one signal for fetch. */
function requestSignal(callerSignal: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  return callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
}

/**
 * A same-origin path with its query string: empty, null and undefined values are left out (a filter that
 * is not set is not sent), arrays repeat the name.
 */
export function apiPath(path: string, query: QueryParams = {}): string {
  // Only paths of this origin: the session cookie must never be offered to anyone else.
  if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`Not a same-origin path: ${path}`);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.append(name, String(item));
    }
  }
  const text = params.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** The JSON body of an answer, or null when it has none or is not JSON (e.g. an HTML page from a proxy). */
export async function readJsonBody(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Checks an answer against its schema: a successful answer the schema refuses is a client failure too. */
export function parseAnswer<S extends z.ZodType>(status: number, body: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw ApiError.invalidResponse(status, parsed.error);
  return parsed.data;
}

async function call<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body: unknown,
  options: ApiCallOptions,
): Promise<z.output<S>> {
  const url = apiPath(path, options.query);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A file goes as it is (its Content-Type from the caller's headers); anything else as JSON.
  const file = body instanceof Blob;
  if (body !== undefined && !file) headers['Content-Type'] = 'application/json';
  const timeoutMs = options.timeoutMs ?? (file ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : file ? body : JSON.stringify(body),
      signal: requestSignal(options.signal, timeout),
    });
    // The body is part of the wait: a server that sends headers and then stalls times out too.
    answer = await readJsonBody(response);
  } catch (error) {
    // A cancelled query (TanStack aborts what nobody waits for any more) is not a failure to report.
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw ApiError.timeout(error);
    throw ApiError.network(error);
  }
  if (!response.ok) {
    const error = ApiError.fromResponse(response.status, answer);
    if (error.code === SESSION_ENDED_CODE && options.renewSession !== false) {
      // The request was refused before it did anything, so sending it again (same body, same
      // Idempotency-Key) once the session is back is the save the person asked for, not a second one.
      if (await requestSessionRenewal()) {
        return call(method, path, schema, body, { ...options, renewSession: false });
      }
    }
    throw error;
  }
  answeredAt = Date.now();
  return parseAnswer(response.status, answer, schema);
}

/** The server's code for a call without a live staff session (401), as against a wrong password at sign-in. */
export const SESSION_ENDED_CODE: ErrorCode = 'UNAUTHENTICATED';

let answeredAt = 0;

/**
 * When the server last answered a request with success (0: not yet). Every signed-in request keeps the staff
 * session alive, so the session's end is only near when nothing has been answered for a long while.
 */
export function lastAnswerAt(): number {
  return answeredAt;
}

/** GET: resolves with the answer parsed by `schema`, rejects with an ApiError (what TanStack Query expects). */
export function apiGet<S extends z.ZodType>(path: string, schema: S, options: ApiCallOptions = {}) {
  return call('GET', path, schema, undefined, options);
}

/**
 * POST, PUT, PATCH: the body's type comes from the route's core schema (request-bodies.ts), so a body the
 * server's schema would refuse in shape, or a path the back office has no body type for, does not compile.
 */
export function apiPost<P extends keyof PostBodies, S extends z.ZodType>(
  path: P,
  body: PostBodies[P],
  schema: S,
  options: ApiCallOptions = {},
) {
  return call('POST', path, schema, body, options);
}

export function apiPut<P extends keyof PutBodies, S extends z.ZodType>(
  path: P,
  body: PutBodies[P],
  schema: S,
  options: ApiCallOptions = {},
) {
  return call('PUT', path, schema, body, options);
}

export function apiPatch<P extends keyof PatchBodies, S extends z.ZodType>(
  path: P,
  body: PatchBodies[P],
  schema: S,
  options: ApiCallOptions = {},
) {
  return call('PATCH', path, schema, body, options);
}

export function apiDelete<S extends z.ZodType>(path: string, schema: S, options: ApiCallOptions = {}) {
  return call('DELETE', path, schema, undefined, options);
}
