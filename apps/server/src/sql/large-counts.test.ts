import { describe, expect, it } from 'vitest';
import { createLargeCounts, LARGE_COUNT } from './large-counts.js';

/** A count that answers `values` in turn and says how often it ran. */
function counter(...values: number[]) {
  let calls = 0;
  return {
    run: async () => values[Math.min(calls++, values.length - 1)]!,
    get calls() {
      return calls;
    },
  };
}

describe('large counts of a back-office list', () => {
  it('keeps a large count ten seconds for its filter, then counts again', async () => {
    let clock = 0;
    const counts = createLargeCounts(() => clock);
    const orders = counter(98_412, 98_420);
    expect(await counts.count('all', orders.run)).toBe(98_412);
    clock = 9_999;
    expect(await counts.count('all', orders.run)).toBe(98_412);
    expect(orders.calls).toBe(1);
    clock = 10_000;
    expect(await counts.count('all', orders.run)).toBe(98_420);
    expect(orders.calls).toBe(2);
  });

  it('never keeps a count staff act on (below LARGE_COUNT)', async () => {
    const counts = createLargeCounts(() => 0);
    const pending = counter(LARGE_COUNT - 1, 19);
    expect(await counts.count('pending', pending.run)).toBe(LARGE_COUNT - 1);
    expect(await counts.count('pending', pending.run)).toBe(19);
    expect(pending.calls).toBe(2);
  });

  it('keeps each filter apart, and the 200 most recent filters only', async () => {
    const counts = createLargeCounts(() => 0);
    for (let i = 0; i < 201; i++) await counts.count(`q${i}`, async () => LARGE_COUNT + i);
    const first = counter(5_000);
    expect(await counts.count('q0', first.run)).toBe(5_000);
    expect(first.calls).toBe(1);
    const last = counter(5_000);
    expect(await counts.count('q200', last.run)).toBe(LARGE_COUNT + 200);
    expect(last.calls).toBe(0);
  });
});
