/** The SQLSTATE of a PostgreSQL error (23505 unique, 23503 foreign key…), looking through the driver's wrapping. */
export function sqlState(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The constraint a PostgreSQL unique violation (23505) names, looking through the driver's wrapping; else null. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      // Not every driver fills the field; the message always names the constraint.
      const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
      return named?.[1] ?? '';
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The driver's own words under Drizzle's wrapping ("Connection terminated unexpectedly", ECONNREFUSED): the
 * wrapper's message quotes the failed statement's parameters, which would be the shopper's data.
 */
export function driverReason(error: unknown): string {
  let last = error;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    last = e;
    e = (e as { cause?: unknown }).cause;
  }
  const { code, message } = (last ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(' ');
}
