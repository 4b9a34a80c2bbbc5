import type { RouteOptions } from 'fastify';
import { ApiErrorBody } from '@matjar/core';

/** Methods whose requests carry a body Fastify parses (and so can refuse) before the handler runs. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The statuses Fastify itself answers for a route before its handler runs, in the API's error shape
 * (plugins/errors.ts), added to the route's documented responses when its own schema does not list them:
 * 400 for input its schemas refuse, a malformed JSON body or a percent-encoding that is not UTF-8; and for a
 * route that takes a body, 413 past the body limit and 415 for a media type no parser takes. What a handler
 * answers itself each route documents beside its handler. So the OpenAPI document lists every status a
 * route can answer (the OpenAPI fuzz fails on any other).
 */
export function documentFrameworkStatuses(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
  const statuses: number[] = [400];
  if (methods.some((method) => BODY_METHODS.has(method))) statuses.push(413, 415);
  const response = { ...((schema.response ?? {}) as Record<string | number, unknown>) };
  for (const status of statuses) {
    if (!(status in response) && !(String(status) in response)) response[status] = ApiErrorBody;
  }
  schema.response = response;
}
