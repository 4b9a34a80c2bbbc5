import { formatMoney } from '@matjar/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../testing/render-in-locale.js';
import { FreeDeliveryHint } from './free-delivery-hint.js';

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('FreeDeliveryHint (%s)', (locale) => {
  it('says how much more ships the order free, in the page language and money format', () => {
    const { t, container } = renderInLocale(
      <FreeDeliveryHint freeAbove={20_000} amountLeft={4_550} />,
      locale,
    );
    expect(spaced(container.textContent ?? '')).toBe(
      spaced(
        t('cart.summary.freeShippingMore', {
          more: formatMoney(4_550, locale),
          amount: formatMoney(20_000, locale),
        }),
      ),
    );
  });

  it('says the order ships free once the threshold is reached', () => {
    const { t } = renderInLocale(<FreeDeliveryHint freeAbove={20_000} amountLeft={0} />, locale);
    expect(screen.getByText(t('cart.summary.freeShippingReached'))).toBeTruthy();
  });

  it('says nothing where delivery is never free', () => {
    const { container } = renderInLocale(<FreeDeliveryHint freeAbove={null} amountLeft={null} />, locale);
    expect(container.textContent).toBe('');
  });
});
