import { describe, expect, it } from 'vitest';
import { ActivityLogQuery } from './activity-log.js';

describe('ActivityLogQuery (back-office §9: a page of 100 entries)', () => {
  it('asks for 100 entries unless told fewer, and never more', () => {
    expect(ActivityLogQuery.parse({}).limit).toBe(100);
    expect(ActivityLogQuery.parse({ limit: '100' }).limit).toBe(100);
    expect(ActivityLogQuery.parse({ limit: '20' }).limit).toBe(20);
    expect(ActivityLogQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ActivityLogQuery.safeParse({ limit: '0' }).success).toBe(false);
  });
});
