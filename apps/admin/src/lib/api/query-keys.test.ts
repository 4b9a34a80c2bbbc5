import { describe, expect, it } from 'vitest';
import { activityKeys, brandKeys, productKeys, sessionKeys, userKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

describe('query-key factories', () => {
  it('nest lists and details under the resource, so one prefix invalidates them all', () => {
    const list = productKeys.list({ page: 2, q: 'هاتف' });
    const detail = productKeys.detail(7);
    expect(list).toEqual(['products', 'list', { page: 2, q: 'هاتف' }]);
    expect(detail).toEqual(['products', 'detail', '7']);
    for (const key of [list, detail]) expect(startsWith(key, productKeys.all)).toBe(true);
    expect(startsWith(list, productKeys.lists())).toBe(true);
    expect(startsWith(detail, productKeys.lists())).toBe(false);
  });

  it('gives the same key for the same id as number or string, and keeps resources apart', () => {
    expect(productKeys.detail(7)).toEqual(productKeys.detail('7'));
    expect(startsWith(brandKeys.list({}), productKeys.all)).toBe(false);
  });

  it('keeps every users query under one prefix, and the session apart', () => {
    for (const key of [userKeys.admins(), userKeys.stats(), userKeys.customers({ limit: 200, offset: 0 })]) {
      expect(startsWith(key, userKeys.all)).toBe(true);
    }
    expect(sessionKeys.current()).toEqual(['session', 'current']);
    expect(activityKeys.list({ action: '' })).toEqual(['activity-logs', 'list', { action: '' }, null]);
  });
});
