import { describe, expect, it } from 'vitest';
import { hasRole, type AdminRole } from './roles';

describe('hasRole', () => {
  it.each<[AdminRole | null, AdminRole, boolean]>([
    ['super_admin', 'super_admin', true],
    ['admin', 'super_admin', false],
    ['admin', 'admin', true],
    ['admin', 'editor', true],
    ['editor', 'admin', false],
    ['viewer', 'viewer', true],
    ['viewer', 'editor', false],
    [null, 'viewer', false],
  ])('%s against %s → %s', (role, required, expected) => {
    expect(hasRole(role, required)).toBe(expected);
  });
});
