import { formatMoney, formatNumber } from '@matjar/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { ProductPrice } from './product-price.js';

/** Text as a person reads it: the page's spacing collapsed, as getByText compares. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('ProductPrice (%s)', (locale) => {
  it('shows the discounted price, the struck-through base said as "was", and the percent off', () => {
    const { t } = renderInLocale(
      <ProductPrice price={{ base: 400_000, final: 300_000, hasDiscount: true, percentOff: 25 }} />,
      locale,
    );
    const box = screen.getByTestId('product-price');
    const [final, was] = Array.from(box.querySelectorAll('p')).map((node) => spaced(node.textContent ?? ''));
    expect(final).toBe(spaced(formatMoney(300_000, locale)));
    // Screen readers hear "Was" before the struck price, which they cannot see crossed out.
    expect(was).toBe(spaced(`${t('product.price.was', { price: '' })}${formatMoney(400_000, locale)}`));
    expect(box.querySelector('.line-through .sr-only')).toBeTruthy();
    expect(screen.getByText(t('product.price.off', { percent: formatNumber(25, locale) }))).toBeTruthy();
  });

  it('shows the price alone when nothing is taken off', () => {
    const { t } = renderInLocale(
      <ProductPrice price={{ base: 300_000, final: 300_000, hasDiscount: false, percentOff: 0 }} />,
      locale,
    );
    const box = screen.getByTestId('product-price');
    expect(box.querySelectorAll('p')).toHaveLength(1);
    expect(spaced(box.textContent ?? '')).toBe(spaced(formatMoney(300_000, locale)));
    expect(screen.queryByText(t('product.price.off', { percent: formatNumber(0, locale) }))).toBeNull();
  });
});
