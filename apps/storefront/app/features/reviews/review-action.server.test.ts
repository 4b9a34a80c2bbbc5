import { describe, expect, it } from 'vitest';
import type { Locale, StoreReviewBody, StoreReviewCreated } from '@matjar/core';
import { submitReview } from './review-action.server.js';

describe('submitReview (the product page form action)', () => {
  it.each(['ar', 'en'] as const)('stores the review in the page language (%s)', async (locale) => {
    const calls: [number, StoreReviewBody, Locale][] = [];
    const review: StoreReviewCreated = {
      id: 1,
      productId: 7,
      customerName: 'Mona',
      comment: 'Clear sound',
      rating: 4,
      date: '2025-01-01T00:00:00.000Z',
      verified: false,
      status: 'published',
    };
    const reviews = {
      create: async (productId: number, body: StoreReviewBody, language: Locale) => {
        calls.push([productId, body, language]);
        return review;
      },
    };
    const form = new FormData();
    form.set('name', 'Mona');
    form.set('comment', 'Clear sound');
    form.set('rating', '4');
    expect(await submitReview(reviews, 7, form, locale)).toEqual({ ok: true, review });
    expect(calls).toEqual([[7, { name: 'Mona', comment: 'Clear sound', rating: 4 }, locale]]);
  });

  it.each([
    [429, 'limited'],
    [404, 'invalid'],
  ] as const)(
    'answers a refusal of the host (status %i, thrown from another copy of core) as %s',
    async (status, reason) => {
      const hostError = Object.assign(new Error('refused'), { code: 'X', status });
      const reviews = {
        create: async () => {
          throw hostError;
        },
      };
      const form = new FormData();
      form.set('name', 'Mona');
      form.set('comment', 'Clear sound');
      form.set('rating', '4');
      expect(await submitReview(reviews, 7, form, 'en')).toEqual({ ok: false, reason });
    },
  );
});
