import { describe, expect, it } from 'vitest';
import { apiPath } from '../../lib/api/api-client';
import { NO_FILTERS, activityLogQuery, hasFilters, parseUserId } from './activity-filters';

describe('parseUserId', () => {
  it('reads a whole number, and nothing as any user', () => {
    expect(parseUserId(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseUserId('')).toEqual({ ok: true, value: undefined });
    expect(parseUserId('٤٢')).toEqual({ ok: true, value: 42 });
  });

  it.each(['4.5', '-3', '0', 'abc', '12a', '99999999999999999999'])('refuses %s', (text) => {
    expect(parseUserId(text)).toEqual({ ok: false });
  });
});

describe('activityLogQuery', () => {
  const search = (...args: Parameters<typeof activityLogQuery>) =>
    apiPath('/logs', activityLogQuery(...args));

  it('sends only the filters that are set, and the page cursor', () => {
    expect(search(NO_FILTERS)).toBe('/logs');
    expect(search(NO_FILTERS, { limit: 100 })).toBe('/logs?limit=100');
    expect(search({ action: 'UPDATE', entityType: 'user', userId: '7' }, { limit: 100, beforeId: 950 })).toBe(
      '/logs?user_id=7&action_type=UPDATE&entity_type=user&limit=100&before_id=950',
    );
  });

  it('asks for the CSV in the staff member’s language', () => {
    expect(search(NO_FILTERS, { lang: 'en' })).toBe('/logs?lang=en');
  });

  it('leaves out a user id that is not a whole number', () => {
    expect(search({ ...NO_FILTERS, userId: 'x1' })).toBe('/logs');
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, userId: ' 3' })).toBe(true);
  });
});
