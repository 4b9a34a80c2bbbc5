import { describe, expect, it } from 'vitest';
import {
  changeReviewListParams,
  readReviewListParams,
  toReviewApiQuery,
  writeReviewListParams,
} from './list-params';

describe('reviews list params (in the address)', () => {
  it('reads what it writes, and only what differs from the defaults is written', () => {
    const params = { status: 'pending', rating: 4, product: 'ايفون', page: 3 } as const;
    const written = writeReviewListParams(params);
    expect(written.toString()).toBe('status=pending&rating=4&product=%D8%A7%D9%8A%D9%81%D9%88%D9%86&page=3');
    expect(readReviewListParams(written)).toEqual(params);
    expect(writeReviewListParams(readReviewListParams(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores what it cannot read', () => {
    expect(readReviewListParams(new URLSearchParams('status=gone&rating=9&page=x'))).toEqual({
      status: null,
      rating: null,
      product: '',
      page: 1,
    });
  });

  it('a filter change starts at page 1; the API query carries only what is set', () => {
    const at = readReviewListParams(new URLSearchParams('page=4'));
    expect(changeReviewListParams(at, { rating: 1 }).page).toBe(1);
    expect(changeReviewListParams(at, { page: 5 }).page).toBe(5);
    expect(toReviewApiQuery({ status: null, rating: null, product: '  ', page: 2 })).toEqual({ page: 2 });
  });
});
