import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_LABELS, ROLE_RANK, hasRole, type Role } from './roles.js';

describe('roles (back-office §6)', () => {
  it('ranks viewer 1 < editor 2 < admin 3 < super_admin 4', () => {
    expect(ROLE_RANK).toEqual({ viewer: 1, editor: 2, admin: 3, super_admin: 4 });
    expect(ROLES).toEqual(['viewer', 'editor', 'admin', 'super_admin']);
  });

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

  it.each([
    ['super_admin', 'المدير العام', 'General manager'],
    ['admin', 'مدير', 'Manager'],
    ['editor', 'محرر', 'Editor'],
    ['viewer', 'مشاهد', 'Viewer'],
  ] as const)('%s is labelled %s / %s', (role, ar, en) => {
    expect(ROLE_LABELS[role]).toEqual({ ar, en });
  });
});
