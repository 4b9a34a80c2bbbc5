import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, isAlsoActive, isVisibleTo, type NavLinkEntry } from './nav-items';
import type { Role } from '@matjar/core';

const visibleMenu = (role: Role) =>
  NAV_ENTRIES.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links))
    .filter((entry: NavLinkEntry) => isVisibleTo(entry, role))
    .map((entry) => entry.to);

describe('back-office menu', () => {
  it('lists the spec entries in order, with the activity log for the super admin', () => {
    expect(visibleMenu('super_admin')).toEqual([
      '/dashboard',
      '/products',
      '/categories',
      '/brands',
      '/homepage',
      '/coupons',
      '/reviews',
      '/orders',
      '/gift-cards',
      '/customers',
      '/reports',
      '/inbox',
      '/users',
      '/settings',
      '/activity-logs',
    ]);
  });

  it.each<Role>(['admin', 'editor', 'viewer'])('hides the activity log from %s', (role) => {
    expect(visibleMenu(role)).not.toContain('/activity-logs');
  });

  it.each<Role>(['editor', 'viewer'])('shows %s no customers or inbox (their personal data)', (role) => {
    expect(visibleMenu(role)).not.toContain('/customers');
    expect(visibleMenu(role)).not.toContain('/inbox');
    expect(visibleMenu(role)).toContain('/coupons');
  });

  it.each<Role>(['editor', 'viewer'])('shows %s no reports (an admin’s figures, decision 025)', (role) => {
    expect(visibleMenu(role)).not.toContain('/reports');
    expect(visibleMenu('admin')).toContain('/reports');
  });

  it.each<Role>(['admin', 'editor', 'viewer'])(
    'lists Users for %s too, as the spec does: the screen itself says it is the general manager’s',
    (role) => {
      expect(visibleMenu(role)).toContain('/users');
    },
  );

  it('groups the catalogue screens under Store', () => {
    const store = NAV_ENTRIES.find((entry) => entry.kind === 'group');
    expect(store?.labelKey).toBe('nav.store');
  });

  it('lights Orders up on the all-orders screen, and nothing else there', () => {
    const links = NAV_ENTRIES.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));
    expect(links.filter((entry) => isAlsoActive(entry, '/all-orders')).map((entry) => entry.to)).toEqual([
      '/orders',
    ]);
    expect(links.some((entry) => isAlsoActive(entry, '/all-ordersx'))).toBe(false);
  });
});
