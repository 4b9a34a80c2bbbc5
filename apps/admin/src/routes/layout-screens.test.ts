import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from '../features/auth/require-permission';
import { NAV_ENTRIES } from '../features/shell/nav-items';
import { SCREEN_GUARDS } from '../lib/session/screen-guards';
import { LAYOUT_SCREENS } from './layout-screens';

const navLinks = NAV_ENTRIES.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));

/** The permission the router's element for a route really checks, or null for a screen open to all. */
function guardedBy(route: RouteObject): string | null {
  const element = route.element;
  if (isValidElement<{ permission: string }>(element) && element.type === RequirePermission) {
    return element.props.permission;
  }
  return null;
}

/** The screen the router shows at an address, as React Router matches it. */
function routeAt(pathname: string): RouteObject {
  const matches = matchRoutes(LAYOUT_SCREENS, pathname) ?? [];
  const route = matches.at(-1)?.route;
  if (!route || route.path === '*') throw new Error(`No screen at ${pathname}`);
  return route;
}

describe('route guards and the menu', () => {
  it.each(navLinks.map((link) => [link.to, link] as const))(
    'the menu entry %s asks the permission its screen is guarded by',
    (to, link) => {
      expect(link.guard?.permission ?? null).toBe(guardedBy(routeAt(to)));
    },
  );

  it('guards every screen the guard table names, and only those', () => {
    const guarded = Object.fromEntries(
      LAYOUT_SCREENS.flatMap((route) => {
        const permission = guardedBy(route);
        return permission === null ? [] : [[route.path, permission]];
      }),
    );
    expect(guarded).toEqual(
      Object.fromEntries(Object.entries(SCREEN_GUARDS).map(([path, guard]) => [path, guard.permission])),
    );
  });

  it('guards a screen reached by its own id with the permission of its list', () => {
    expect(guardedBy(routeAt('/inbox/12'))).toBe('inbox.manage');
    expect(guardedBy(routeAt('/customers/7'))).toBe('customers.view');
    // A viewer opens a product too: the page is read-only without catalog.edit.
    expect(guardedBy(routeAt('/products/edit/3'))).toBe('catalog.view');
    expect(guardedBy(routeAt('/products'))).toBeNull();
  });
});
