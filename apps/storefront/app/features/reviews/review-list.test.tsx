import { screen } from '@testing-library/react';
import type { Review } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../../testing/render-in-locale.js';
import { ReviewList } from './review-list.js';

const review = (id: number, comment: string, customerName = 'Sara'): Review => ({
  id,
  productId: 1,
  customerName,
  rating: 5,
  comment,
  date: '2026-11-01T10:00:00.000Z',
  verified: true,
});

describe('ReviewList', () => {
  it("marks each comment with its own writer's language, whatever the page's", () => {
    renderInLocale(
      <ReviewList
        reviews={[review(1, 'جهاز ممتاز والتوصيل سريع', 'سارة'), review(2, 'Great phone, fast delivery')]}
      />,
      'en',
    );
    expect(screen.getByText('جهاز ممتاز والتوصيل سريع').getAttribute('lang')).toBe('ar');
    expect(screen.getByText('Great phone, fast delivery').getAttribute('lang')).toBe('en');
    // The writer's name too: an Arabic name on an English page is read in Arabic.
    expect(screen.getByRole('heading', { name: 'سارة' }).getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('heading', { name: 'Sara' }).getAttribute('lang')).toBe('en');
  });
});
