import { describe, expect, it } from 'vitest';
import { hasRole, type Role } from './roles.js';

describe('roles (back-office §6)', () => {
  // viewer < editor < admin < super_admin: a role has every lower role's rights and none above.
  const rows: [Role | null | 'owner', Role, boolean][] = [
    [null, 'viewer', false],
    ['owner', 'viewer', false],
    ['viewer', 'viewer', true],
    ['viewer', 'editor', false],
    ['editor', 'editor', true],
    ['editor', 'admin', false],
    ['admin', 'editor', true],
    ['admin', 'super_admin', false],
    ['super_admin', 'super_admin', true],
    ['super_admin', 'viewer', true],
  ];
  it.each(rows)('%s has %s -> %s', (role, required, expected) => {
    expect(hasRole(role === null ? null : { role }, required)).toBe(expected);
  });
});
