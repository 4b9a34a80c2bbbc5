/**
 * SQLSTATEs that say the server, not the statement, failed: connection exceptions (class 08), the session
 * ended by an administrator or a crashed server (57P01 admin_shutdown, as pg_terminate_backend sends; 57P02
 * crash_shutdown; 57P03 cannot_connect_now while it starts or recovers), too many connections (53300) and
 * "the database system is shutting down" (57P04 database_dropped is left out: that one does not come back).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Node's socket errors when nothing listens (ENOENT: the embedded server's socket file is gone while it
 * restarts), or the connection is cut under a request.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * node-postgres' own words when the connection dies under a request (it gives these no code): the socket
 * closed, a client already broken is used again, or the pool's wait for a connection ran out.
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * Whether `error` (or its cause: Drizzle wraps the driver's error) means the database could not be reached
 * or dropped the connection, so the request may succeed once it is back, rather than a fault of the
 * statement or its input.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // An HTTP call to another service (a payment gateway) fails with the same socket codes under this one.
    if (e instanceof TypeError && message === 'fetch failed') return false;
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.startsWith(words)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
