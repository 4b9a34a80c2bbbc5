import { useEffect, useRef, useState } from 'react';
import { formatNumber, type Locale } from '@matjar/core';
import type { CartLine } from '../../lib/cart/cart-store.js';
import { localName } from '../../lib/product-display.js';
import { cartItemCount } from '../../lib/cart/cart-lines.js';
import { announce } from '../live-announcer.js';
import type { MessageKey } from '../../i18n/t.js';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const lineKey = (line: CartLine) => `${line.productId}:${line.variantId ?? ''}`;
const itemCount = (lines: readonly CartLine[]) => cartItemCount({ cart: [...lines], lastUpdated: 0 });

/**
 * What changed in the cart, in words, or null when nothing a shopper did shows: a line added or raised says
 * the cart's new count, a line lowered its new quantity, a line removed its name (and an emptied cart says so).
 */
export function describeCartChange(
  before: readonly CartLine[],
  after: readonly CartLine[],
  locale: Locale,
  t: Translate,
): string | null {
  const count = itemCount(after);
  if (count > itemCount(before)) return t('restock.added', { count });
  const now = new Map(after.map((line) => [lineKey(line), line]));
  const removed = before.find((line) => !now.has(lineKey(line)));
  if (removed) {
    const name = localName(removed, locale);
    return count === 0 ? t('cart.announce.emptied', { name }) : t('cart.announce.removed', { name, count });
  }
  const lowered = before.find((line) => {
    const changed = now.get(lineKey(line));
    return changed !== undefined && changed.quantity < line.quantity;
  });
  if (lowered) {
    const quantity = formatNumber(now.get(lineKey(lowered))!.quantity, locale);
    return t('cart.announce.lowered', { name: localName(lowered, locale), quantity, count });
  }
  return null;
}

/**
 * Says each change of the cart in the shell's live region, and counts the adds (the header's badge is
 * re-mounted with that number as key, which plays its bump animation). Nothing is said for the cart the
 * page starts with (read from local storage after hydration).
 */
export function useCartAnnouncement(
  lines: readonly CartLine[],
  hydrated: boolean,
  locale: Locale,
  t: Translate,
): number {
  const previous = useRef<readonly CartLine[] | null>(null);
  const [bump, setBump] = useState(0);
  useEffect(() => {
    if (!hydrated) return;
    const before = previous.current;
    previous.current = lines;
    if (before === null || before === lines) return;
    const message = describeCartChange(before, lines, locale, t);
    if (message === null) return;
    if (itemCount(lines) > itemCount(before)) setBump((value) => value + 1);
    announce(message);
    // t changes with the locale only; the lines are what this watches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, hydrated]);
  return bump;
}
