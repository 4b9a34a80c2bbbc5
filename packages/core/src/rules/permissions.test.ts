import { describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_ENDPOINTS,
  PUBLIC_BACK_OFFICE_ENDPOINTS,
  can,
  findEndpointPermission,
  isBackOfficePath,
  isPublicBackOfficeEndpoint,
  requiredRoleFor,
} from './permissions.js';

describe('permission table (D5)', () => {
  it('gives each spec rule its role (back-office §6)', () => {
    expect(requiredRoleFor('GET', '/api/auth/users')).toBe('super_admin');
    expect(requiredRoleFor('DELETE', '/api/auth/users/:id')).toBe('super_admin');
    expect(requiredRoleFor('GET', '/api/admin/activity-logs')).toBe('super_admin');
    expect(requiredRoleFor('GET', '/api/admin/dashboard')).toBe('viewer');
    expect(requiredRoleFor('DELETE', '/api/admin/products/:id')).toBe('super_admin');
  });

  it('applies the safe defaults where the spec is silent', () => {
    expect(requiredRoleFor('PUT', '/api/admin/products/:id')).toBe('editor');
    expect(requiredRoleFor('PUT', '/api/admin/homepage-sections')).toBe('editor');
    expect(requiredRoleFor('POST', '/api/admin/orders/:id/cash-received')).toBe('admin');
    expect(requiredRoleFor('PUT', '/api/admin/settings/:key')).toBe('admin');
    expect(requiredRoleFor('GET', '/api/admin/customers')).toBe('admin');
  });

  it('answers nothing for an endpoint it does not list, so the server refuses it', () => {
    expect(requiredRoleFor('GET', '/api/admin/unknown')).toBeUndefined();
    expect(requiredRoleFor('POST', '/api/auth/verify')).toBeUndefined();
  });

  it('looks HEAD up as GET', () => {
    expect(findEndpointPermission('HEAD', '/api/admin/dashboard')?.permission).toBe('dashboard.view');
  });

  it('lists each endpoint once, under a back-office prefix, and never one that is also public', () => {
    const keys = BACK_OFFICE_ENDPOINTS.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of [...BACK_OFFICE_ENDPOINTS, ...PUBLIC_BACK_OFFICE_ENDPOINTS]) {
      expect(isBackOfficePath(entry.path)).toBe(true);
    }
    for (const entry of BACK_OFFICE_ENDPOINTS) {
      expect(isPublicBackOfficeEndpoint(entry.method, entry.path)).toBe(false);
    }
    expect(isPublicBackOfficeEndpoint('POST', '/api/auth/login')).toBe(true);
  });

  it.each([
    ['viewer', 'dashboard.view', true],
    ['viewer', 'catalog.edit', false],
    ['editor', 'catalog.edit', true],
    ['editor', 'orders.manage', false],
    ['admin', 'orders.manage', true],
    ['admin', 'users.manage', false],
    ['super_admin', 'users.manage', true],
    ['super_admin', 'activity.view', true],
  ] as const)('%s may %s: %s', (role, permission, expected) => {
    expect(can({ role }, permission)).toBe(expected);
  });

  it('refuses everything without a user or with an unknown role', () => {
    expect(can(null, 'session.use')).toBe(false);
    expect(can({ role: 'owner' }, 'session.use')).toBe(false);
  });
});
