import { describe, expect, it } from 'vitest';
import { flushTaps, newTapKey, type PendingTap, type SendOutcome } from './tap-queue.js';

const tap = (order_id: number, action: PendingTap['action'] = 'delivered'): PendingTap => ({
  key: `key-${order_id}-${action}`,
  order_id,
  action,
});

describe('the taps kept on the phone', () => {
  it('makes a fresh 22-character URL-safe key per tap', () => {
    const keys = new Set(Array.from({ length: 50 }, newTapKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('sends oldest first and stops at the first without signal, keeping it and every later tap', async () => {
    const taps = [tap(1), tap(1, 'cash'), tap(2), tap(3)];
    const outcomes: SendOutcome[] = ['sent', { refused: 'Already delivered' }, 'retry'];
    const tried: string[] = [];
    const result = await flushTaps(taps, async (sent) => {
      tried.push(sent.key);
      return outcomes.shift()!;
    });
    expect(tried).toEqual(['key-1-delivered', 'key-1-cash', 'key-2-delivered']);
    expect(result.sent).toEqual([taps[0]]);
    expect(result.refused).toEqual([{ tap: taps[1], message: 'Already delivered' }]);
    expect(result.kept).toEqual([taps[2], taps[3]]);
  });

  it('keeps nothing once every tap got through', async () => {
    const result = await flushTaps([tap(1), tap(2)], async () => 'sent');
    expect([result.sent.length, result.kept]).toEqual([2, []]);
  });
});
