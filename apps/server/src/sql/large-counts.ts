/** Counts at or above this are kept for a while: nobody acts on the units of "1–25 of 98,412". */
export const LARGE_COUNT = 1_000;
const KEPT_MS = 10_000;
const MAX_KEPT = 200;

/**
 * The totals of a back-office list's large matches, kept ten seconds per filter (the key), so that paging
 * through 100,000 orders does not count them again for every page (13–60 ms a count, the larger part of a
 * page's time). A count below LARGE_COUNT is never kept: a short list is cheap to count, and staff act on it
 * (20 pending orders must read 19 once one is confirmed). One per list, per process.
 */
export function createLargeCounts(now: () => number = Date.now) {
  const kept = new Map<string, { count: number; until: number }>();
  return {
    async count(key: string, count: () => Promise<number>): Promise<number> {
      const hit = kept.get(key);
      if (hit && hit.until > now()) return hit.count;
      kept.delete(key);
      const fresh = await count();
      if (fresh >= LARGE_COUNT) {
        // The oldest entry goes first (a Map iterates in insertion order).
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, { count: fresh, until: now() + KEPT_MS });
      }
      return fresh;
    },
  };
}
export type LargeCounts = ReturnType<typeof createLargeCounts>;
