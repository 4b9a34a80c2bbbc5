import type { FastifyRequest } from 'fastify';

/**
 * True when a browser says the request comes from our own pages. Sec-Fetch-Site (every current browser)
 * decides when present; otherwise Origin must be the public address or the address the request was sent to.
 * Neither header (not a browser, or a very old one) is refused: such clients use the bearer token instead.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  const own = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  return own.includes(origin);
}
