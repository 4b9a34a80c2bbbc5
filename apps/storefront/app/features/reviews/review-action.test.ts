import { describe, expect, it } from 'vitest';
import type { Review, StoreReviewCreated } from '@matjar/core';
import { reviewsWithSubmitted } from './review-action.js';

const shown: Review = {
  id: 1,
  productId: 7,
  customerName: 'Ali',
  comment: 'Good',
  rating: 4,
  date: '2025-01-01T00:00:00.000Z',
  verified: false,
};
const submitted = (status: StoreReviewCreated['status']): StoreReviewCreated => ({
  ...shown,
  id: 2,
  customerName: 'Mona',
  status,
});

describe('reviewsWithSubmitted', () => {
  it('puts a published review on top until the page data carries it', () => {
    const { status: _status, ...review } = submitted('published');
    expect(reviewsWithSubmitted([shown], submitted('published'))).toEqual([review, shown]);
    expect(reviewsWithSubmitted([review, shown], submitted('published'))).toEqual([review, shown]);
  });

  it('does not show a review waiting for approval', () => {
    expect(reviewsWithSubmitted([shown], submitted('pending'))).toEqual([shown]);
  });
});
