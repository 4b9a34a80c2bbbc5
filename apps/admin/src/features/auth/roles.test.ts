import { describe, expect, it } from 'vitest';
import { hasRole, type Role } from './roles';

describe('hasRole', () => {
  it.each<[string | null, Role, boolean]>([
    ['super_admin', 'super_admin', true],
    ['admin', 'super_admin', false],
    ['admin', 'admin', true],
    ['admin', 'editor', true],
    ['editor', 'admin', false],
    ['viewer', 'viewer', true],
    ['viewer', 'editor', false],
    ['owner', 'viewer', false],
    [null, 'viewer', false],
  ])('%s against %s → %s', (role, required, expected) => {
    expect(hasRole(role === null ? null : { role }, required)).toBe(expected);
  });
});
