import { formatNumber } from '@matjar/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../testing/render-in-locale.js';
import { Pagination } from './pagination.js';

const hrefFor = (page: number) => `/products?page=${page}`;

describe.each(LOCALES)('Pagination (%s)', (locale) => {
  it('links the pages before and after, says which page of how many, and names the list', () => {
    const { t } = renderInLocale(
      <Pagination page={2} pageCount={3} total={60} shown={24} hrefFor={hrefFor} />,
      locale,
    );
    expect(
      screen.getByRole('navigation', { name: t('products.showing', { shown: 24, total: 60 }) }),
    ).toBeTruthy();
    const previous = screen.getByRole('link', { name: t('pagination.previous') });
    const next = screen.getByRole('link', { name: t('pagination.next') });
    expect([previous.getAttribute('href'), previous.getAttribute('rel')]).toEqual([
      '/products?page=1',
      'prev',
    ]);
    expect([next.getAttribute('href'), next.getAttribute('rel')]).toEqual(['/products?page=3', 'next']);
    const counter = t('pagination.page', { page: formatNumber(2, locale), count: formatNumber(3, locale) });
    expect(screen.getByText(counter)).toBeTruthy();
  });

  it('offers no way back on the first page and no way on from the last', () => {
    const { t, unmount } = renderInLocale(
      <Pagination page={1} pageCount={2} total={30} shown={24} hrefFor={hrefFor} />,
      locale,
    );
    expect(screen.queryByRole('link', { name: t('pagination.previous') })).toBeNull();
    expect(screen.getByRole('link', { name: t('pagination.next') })).toBeTruthy();
    unmount();
    renderInLocale(<Pagination page={2} pageCount={2} total={30} shown={6} hrefFor={hrefFor} />, locale);
    expect(screen.queryByRole('link', { name: t('pagination.next') })).toBeNull();
  });

  it('is not drawn for a list of one page', () => {
    const { container } = renderInLocale(
      <Pagination page={1} pageCount={1} total={5} shown={5} hrefFor={hrefFor} />,
      locale,
    );
    expect(container.textContent).toBe('');
  });
});
