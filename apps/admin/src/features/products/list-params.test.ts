import { describe, expect, it } from 'vitest';
import {
  changeListParams,
  hasActiveFilters,
  readListParams,
  sortOfState,
  sortStateOf,
  toApiQuery,
  writeListParams,
  type ProductListParams,
} from './list-params';

const defaults = readListParams(new URLSearchParams());

describe('product list address', () => {
  it('reads an empty address as the first page, newest first, nothing filtered', () => {
    expect(defaults).toEqual({
      q: '',
      category_id: null,
      brand_id: null,
      is_active: null,
      is_special_offer: null,
      stock_state: null,
      sort: 'newest',
      page: 1,
    });
    expect(writeListParams(defaults).toString()).toBe('');
    expect(hasActiveFilters(defaults)).toBe(false);
  });

  it('round-trips every filter through the address', () => {
    const params: ProductListParams = {
      q: 'آيفون',
      category_id: 3,
      brand_id: 7,
      is_active: false,
      is_special_offer: true,
      stock_state: 'low',
      sort: 'price_desc',
      page: 4,
    };
    const written = writeListParams(params);
    expect(written.toString()).toBe(
      'q=%D8%A2%D9%8A%D9%81%D9%88%D9%86&category=3&brand=7&active=false&offer=true&stock=low&sort=price_desc&page=4',
    );
    expect(readListParams(written)).toEqual(params);
    expect(hasActiveFilters(params)).toBe(true);
  });

  it('ignores what it cannot read instead of sending it to the server', () => {
    const params = readListParams(
      new URLSearchParams('category=abc&brand=-2&active=yes&stock=plenty&sort=random&page=0'),
    );
    expect(params).toEqual(defaults);
  });

  it('starts again at page 1 when the search, a filter or the sort changes, not when the page does', () => {
    const onPage3 = { ...defaults, page: 3 };
    expect(changeListParams(onPage3, { brand_id: 2 }).page).toBe(1);
    expect(changeListParams(onPage3, { q: 'x' }).page).toBe(1);
    expect(changeListParams({ ...onPage3, brand_id: 2 }, { page: 4 })).toMatchObject({
      page: 4,
      brand_id: 2,
    });
  });

  it('sends the API only what is set', () => {
    expect(toApiQuery({ ...defaults, q: '  s24 ', is_active: false })).toEqual({
      q: 's24',
      category_id: undefined,
      brand_id: undefined,
      is_active: false,
      is_special_offer: undefined,
      stock_state: undefined,
      sort: 'newest',
      page: 1,
      page_size: 20,
    });
  });

  it('maps the sortable price and stock headers to the API sorts and back', () => {
    expect(sortStateOf('price_asc')).toEqual({ key: 'price', direction: 'asc' });
    expect(sortStateOf('stock_desc')).toEqual({ key: 'stock', direction: 'desc' });
    expect(sortStateOf('name')).toBeNull();
    expect(sortOfState({ key: 'price', direction: 'desc' })).toBe('price_desc');
    expect(sortOfState({ key: 'name', direction: 'desc' })).toBe('newest');
  });
});
