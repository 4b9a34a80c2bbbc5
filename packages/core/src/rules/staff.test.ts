import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.js';
import { mayBeDeleted, mustStayActive } from './staff.js';

describe('mustStayActive (back-office §4: super_admin cannot be deactivated)', () => {
  it.each(ROLES.map((role) => [role, role === 'super_admin']))('%s → %s', (role, stays) =>
    expect(mustStayActive(role)).toBe(stays),
  );
});

describe('mayBeDeleted (deleting a general manager is refused as deactivating one is)', () => {
  it.each(ROLES.map((role) => [role, role !== 'super_admin']))('%s → %s', (role, deletable) =>
    expect(mayBeDeleted(role)).toBe(deletable),
  );
});
