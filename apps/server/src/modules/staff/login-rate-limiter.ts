/** Failed sign-ins allowed per username and per address within the window, before 429. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_USERNAME = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 30;
/** Keys tracked at most; beyond it the stalest are dropped (bounded memory under a spray of usernames). */
const MAX_KEYS = 50_000;

export interface LoginRateLimiterOptions {
  windowMs?: number;
  maxPerUsername?: number;
  maxPerIp?: number;
  now?: () => number;
}

/**
 * Sliding-window count of FAILED sign-ins, per username and per client address, kept in this process's
 * memory. Only failures count, so staff signing in normally (and test journeys) never hit it. With several
 * server processes each keeps its own count, so the effective limit is multiplied by the number of
 * processes (docs/permissions.md, "Sign-in limits").
 */
export function createLoginRateLimiter(options: LoginRateLimiterOptions = {}) {
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const maxPerUsername = options.maxPerUsername ?? LOGIN_MAX_FAILURES_PER_USERNAME;
  const maxPerIp = options.maxPerIp ?? LOGIN_MAX_FAILURES_PER_IP;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const keys = (ip: string, username: string) =>
    [
      [`u:${username.trim().toLowerCase()}`, maxPerUsername],
      [`ip:${ip}`, maxPerIp],
    ] as const;

  function recent(key: string, at: number): number[] {
    const times = (failures.get(key) ?? []).filter((time) => time > at - windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  }

  return {
    /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
    retryAfterSeconds(ip: string, username: string): number {
      const at = now();
      let waitMs = 0;
      for (const [key, max] of keys(ip, username)) {
        const times = recent(key, at);
        if (times.length >= max) {
          // The attempt that frees a slot is the one `max` places from the newest.
          waitMs = Math.max(waitMs, times[times.length - max]! + windowMs - at);
        }
      }
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },

    recordFailure(ip: string, username: string): void {
      const at = now();
      for (const [key, max] of keys(ip, username)) {
        const times = recent(key, at);
        times.push(at);
        // Older entries can no longer decide anything.
        failures.delete(key);
        failures.set(key, times.slice(-max));
      }
      while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
    },

    /** A correct password clears its username's count (not the address's: one address may try many names). */
    recordSuccess(username: string): void {
      failures.delete(`u:${username.trim().toLowerCase()}`);
    },
  };
}
export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;
