import type { FastifyRequest } from 'fastify';

/** Who sent a request, as the abuse limits count it. */
export interface RequestClient {
  /** Fastify's request.ip: X-Forwarded-For is believed only from the TRUST_PROXY addresses. */
  ip: string;
}

export function requestClient(request: FastifyRequest): RequestClient {
  return { ip: request.ip };
}

/**
 * A write that arrives without its request's client would escape every per-address limit: that is a wiring
 * mistake (the storefront context binds the client for page actions), so it fails loudly instead.
 */
export function requireClient(client: RequestClient | undefined): RequestClient {
  if (!client) throw new Error('a rate-limited write was called without the client of its request');
  return client;
}
