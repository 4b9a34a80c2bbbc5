import { ORDER_STATUSES, nextStatuses } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { moveLabelKey } from './use-order-move';

describe('status move labels', () => {
  const moves = ORDER_STATUSES.flatMap((from) => nextStatuses(from).map((to) => ({ from, to })));

  it('name every move the machine allows, in both languages', () => {
    for (const { from, to } of moves) {
      const key = moveLabelKey(from, to);
      expect(ar[key], `${from} → ${to}`).toBeTruthy();
      expect(en[key], `${from} → ${to}`).toBeTruthy();
    }
  });

  it('tell confirming a new order apart from sending a shipment back', () => {
    expect(en[moveLabelKey('pending', 'confirmed')]).toBe('Confirm');
    expect(en[moveLabelKey('shipped', 'confirmed')]).toBe('Back to confirmed');
  });

  it('give the moves out of one status different labels', () => {
    for (const from of ORDER_STATUSES) {
      const labels = nextStatuses(from).map((to) => en[moveLabelKey(from, to)]);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
