// The one place the back office talks HTTP: same-origin /api, JSON in and out. The session is the httpOnly
// cookie the server set at sign-in, which the browser sends with every same-origin request.
import { ApiError } from './api-error';

export interface ApiResponse {
  status: number;
  ok: boolean;
  /** Parsed JSON body, or null when the server sent none (e.g. an HTML 404 from a proxy). */
  body: unknown;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** Rejects only when the request could not be made (network down); HTTP errors come back as data. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * For screens: resolves with the JSON body of a successful answer and rejects with an ApiError otherwise
 * (network failure included), which is what TanStack Query expects of a query or mutation function.
 */
export async function apiJson(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  let response: ApiResponse;
  try {
    response = await apiRequest(path, options);
  } catch (error) {
    console.warn(`Request to ${path} failed`, error);
    throw new ApiError(null, {});
  }
  if (!response.ok) throw new ApiError(response.status, isRecord(response.body) ? response.body : {});
  return response.body;
}
