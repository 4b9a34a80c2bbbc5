import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { parseIdText } from '@matjar/core';

/** The catalogue service of the host (apps/server/src/ssr); loaders never call the API over HTTP. */
export function catalogOf(context: AppLoadContext) {
  return context.services.catalog;
}

/** An id from a route parameter as core's IdParam reads it ('12', never '012', '1e3' or '12abc'), or null. */
export function idParam(value: string | undefined): number | null {
  return parseIdText(value);
}

/** The page number of ?page=, 1 when absent or malformed. */
export function pageParam(url: URL): number {
  return idParam(url.searchParams.get('page') ?? undefined) ?? 1;
}

/** A loader answer for a missing thing: the page renders its own not-found state with HTTP 404. */
export function notFound<T extends object>(body: T) {
  return data(body, { status: 404 });
}
