import { MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '@matjar/core';
import { useT } from './layout/shell-data.js';
import type { LineLimit } from '../lib/cart/cart-store.js';

/** Why plus stopped, when a cap on unpaid orders (not the stock) stopped it; nothing otherwise. */
export function useQuantityLimitText(quantity: number, limit: LineLimit): string | null {
  const t = useT();
  if (limit.reason === 'stock' || quantity < limit.max) return null;
  return t(limit.reason === 'line' ? 'cart.limit.line' : 'cart.limit.order', {
    max: limit.reason === 'line' ? MAX_UNITS_PER_LINE : MAX_UNITS_PER_ORDER,
  });
}

/** The note under a stepper that reached a cap, read out when it appears. */
export function QuantityLimitNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs font-semibold text-amber-900">
      {text}
    </p>
  );
}
