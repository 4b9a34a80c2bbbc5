import type { FastifyRequest } from 'fastify';

/** The httpOnly cookie that carries a shopper's session token (never readable by page scripts). */
export const CUSTOMER_COOKIE = 'matjar_customer';
/** Customer sessions end after 30 days without a visit; every visit pushes the end forward (sliding). */
export const CUSTOMER_SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry is pushed forward at most this often, so busy pages do not write on every call. */
export const CUSTOMER_SESSION_TOUCH_EVERY_MS = 60 * 60 * 1000;

/** The session cookie, parsed here on demand (the server does not parse cookies on every request). */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[CUSTOMER_COOKIE] || undefined : undefined;
}
