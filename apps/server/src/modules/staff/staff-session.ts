/** Staff sessions end after this long without a request (sliding)… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and at the latest this long after sign-in, however busy. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often, so busy pages do not write on every call. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;

/** The httpOnly cookie that carries the same token as the bearer header. */
export const ADMIN_COOKIE = 'matjar_admin';

/** The expiry after activity at `now`: idle window from now, never past the absolute limit. */
export function slidingExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_MS));
}
