import { formatNumber } from '@matjar/core';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/both-catalogs.js';
import { t } from '../../i18n/t.js';
import type { CartLine } from '../../lib/cart/cart-store.js';
import { LOCALES } from '../../testing/render-in-locale.js';
import { describeCartChange } from './use-cart-announcement.js';

const line = (productId: number, quantity: number): CartLine => ({
  productId,
  variantId: null,
  quantity,
  name: productId === 1 ? 'آيفون 16' : 'سماعات',
  name_en: productId === 1 ? 'iPhone 16' : 'Headphones',
  variantName: null,
  variantNameEn: null,
  image: null,
  price: 10_000,
  stock: 9,
  isGiftCard: false,
});

describe.each(LOCALES)('describeCartChange (%s)', (locale) => {
  const tr = (key: Parameters<typeof t>[1], values?: Record<string, string | number>) =>
    t(locale, key, values);
  const iphone = locale === 'ar' ? 'آيفون 16' : 'iPhone 16';

  it('says an add with the new count', () => {
    expect(describeCartChange([line(1, 1)], [line(1, 2)], locale, tr)).toBe(
      tr('restock.added', { count: 2 }),
    );
    expect(describeCartChange([], [line(2, 1)], locale, tr)).toBe(tr('restock.added', { count: 1 }));
  });

  it('says a lowered line with its quantity and the count', () => {
    expect(describeCartChange([line(1, 3), line(2, 1)], [line(1, 2), line(2, 1)], locale, tr)).toBe(
      tr('cart.announce.lowered', { name: iphone, quantity: formatNumber(2, locale), count: 3 }),
    );
  });

  it('names a removed line, and says when the cart is empty', () => {
    expect(describeCartChange([line(1, 1), line(2, 2)], [line(2, 2)], locale, tr)).toBe(
      tr('cart.announce.removed', { name: iphone, count: 2 }),
    );
    expect(describeCartChange([line(1, 1)], [], locale, tr)).toBe(
      tr('cart.announce.emptied', { name: iphone }),
    );
  });

  it('says nothing when nothing the shopper sees changed', () => {
    expect(describeCartChange([line(1, 1)], [{ ...line(1, 1), stock: 4 }], locale, tr)).toBeNull();
  });
});

describe('LiveAnnouncer', () => {
  it('is one polite status region that says each announcement, the same words again as a new node', async () => {
    // A fresh announcer: test files share one module registry, and another may have announced already.
    vi.resetModules();
    const { announce, LiveAnnouncer } = await import('../live-announcer.js');
    render(<LiveAnnouncer />);
    const region = document.querySelector('[data-live-announcer]')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => announce('Coupon SAVE10 removed.'));
    const first = region.firstElementChild;
    expect(region.textContent).toBe('Coupon SAVE10 removed.');
    act(() => announce('Coupon SAVE10 removed.'));
    expect(region.textContent).toBe('Coupon SAVE10 removed.');
    expect(region.firstElementChild).not.toBe(first);
  });
});
