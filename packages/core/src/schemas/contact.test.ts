import { describe, expect, it } from 'vitest';
import { StoreContactBody } from './contact.js';
import { StoreReviewBody } from './reviews.js';
import { ActivityLogQuery } from './activity-log.js';

describe('StoreContactBody (storefront §5)', () => {
  const form = { name: 'Khalid', email: 'k@example.qa', subject: 'Warranty', message: 'Hello' };
  it('accepts a form without phone', () => {
    expect(StoreContactBody.parse(form)).toEqual(form);
  });
  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', (field) => {
    expect(StoreContactBody.safeParse({ ...form, [field]: '' }).success).toBe(false);
  });
  it('checks the email', () => {
    expect(StoreContactBody.safeParse({ ...form, email: 'k@' }).error?.issues[0]?.message).toBe(
      'INVALID_EMAIL',
    );
  });
});

describe('StoreReviewBody (storefront §5)', () => {
  it('defaults the rating to 5', () => {
    expect(StoreReviewBody.parse({ name: 'Noor', comment: 'ممتاز' })).toEqual({
      name: 'Noor',
      comment: 'ممتاز',
      rating: 5,
    });
  });
  it.each([0, 6, 3.5])('refuses rating %s', (rating) => {
    expect(StoreReviewBody.safeParse({ name: 'Noor', comment: 'ok', rating }).success).toBe(false);
  });
  it.each([1, 5])('accepts rating %s', (rating) => {
    expect(StoreReviewBody.parse({ name: 'Noor', comment: 'ok', rating }).rating).toBe(rating);
  });
});

describe('ActivityLogQuery (back-office §2)', () => {
  it('parses query-string values and defaults the page to 100', () => {
    expect(ActivityLogQuery.parse({ user_id: '7', action_type: 'UPDATE' })).toEqual({
      user_id: 7,
      action_type: 'UPDATE',
      limit: 100,
    });
  });
  it('refuses more than a page', () => {
    expect(ActivityLogQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
