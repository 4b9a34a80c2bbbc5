import { effectivePrice, formatMoney, formatNumber } from '@matjar/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../testing/render-in-locale.js';
import { ProductCardActionsContext } from './product-card-actions.js';
import { ProductCard, type ProductCardData } from './product-card.js';

const phone: ProductCardData = {
  id: 42,
  name: 'سامسونج جالاكسي S25',
  name_en: 'Samsung Galaxy S25',
  price: 399_900,
  image: null,
  stock: 2,
  discount_type: 'percentage',
  discount_value: 10,
};

/** Text as Testing Library reads it: the no-break space of a price is a space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
const spoken = (element: HTMLElement) => plain(element.textContent ?? '');

describe.each(LOCALES)('ProductCard (%s)', (locale) => {
  const name = locale === 'en' ? phone.name_en! : phone.name;

  it('is one link to the product in the page language, named by the product, under a heading', () => {
    renderInLocale(<ProductCard product={phone} headingLevel={2} />, locale);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(locale === 'en' ? '/en/product/42' : '/product/42');
    expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
  });

  it('shows the discounted price, the struck price said as "was", and the discount', () => {
    const { t } = renderInLocale(<ProductCard product={phone} />, locale);
    const card = screen.getByRole('article');
    const { final, base, percentOff } = effectivePrice(phone);
    expect(final).toBeLessThan(base);
    expect(within(card).getByText(plain(formatMoney(final, locale)))).toBeTruthy();
    const was = within(card).getByText(plain(formatMoney(base, locale)), { exact: false });
    expect(spoken(was)).toBe(plain(`${t('product.price.was', { price: '' })} ${formatMoney(base, locale)}`));
    expect(was.className).toContain('line-through');
    expect(
      within(card).getByText(t('product.discountBadge', { percent: formatNumber(percentOff, locale) })),
    ).toBeTruthy();
  });

  it('says how few are left, or that none are, and a full price stands alone', () => {
    const { t, unmount } = renderInLocale(<ProductCard product={phone} />, locale);
    expect(screen.getByText(t('product.lowStock', { count: formatNumber(2, locale) }))).toBeTruthy();
    unmount();
    renderInLocale(
      <ProductCard product={{ ...phone, stock: 0, discount_type: null, discount_value: null }} />,
      locale,
    );
    expect(screen.getByText(t('product.outOfStock'))).toBeTruthy();
    expect(screen.queryByText(t('product.price.was', { price: '' }).trim(), { exact: false })).toBeNull();
  });

  it("draws the heart and cart control the shell hands it, with the card's product", () => {
    const seen: number[] = [];
    renderInLocale(
      <ProductCardActionsContext
        value={{
          heart: (product) => {
            seen.push(product.id);
            return <button type="button">heart</button>;
          },
          cart: (product) => <button type="button">{`add ${product.id}`}</button>,
        }}
      >
        <ProductCard product={phone} />
      </ProductCardActionsContext>,
      locale,
    );
    expect(seen).toContain(42);
    expect(screen.getByRole('button', { name: 'add 42' })).toBeTruthy();
  });
});
