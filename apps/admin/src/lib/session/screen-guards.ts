import type { Permission } from '@matjar/core';
import { matchPath } from 'react-router';
import type { MessageKey } from '../../i18n/ar';

export interface ScreenGuard {
  /** What a role needs to open the screen (core permission table, the one the server enforces). */
  permission: Permission;
  /** The unauthorised panel's explanation, when the screen has its own. */
  deniedMessage?: MessageKey;
  /**
   * Listed in every role's menu all the same: the spec's menu has Users for everyone (back-office §2), and the
   * others open it to read that it is the general manager's.
   */
  inEveryMenu?: true;
}

/**
 * Who may open each screen of the back office's layout, by its path in the router: the router puts each
 * screen behind its guard and the menu shows or hides its entries by it, so the two cannot disagree.
 * Screens not listed are open to all staff.
 */
export const SCREEN_GUARDS = {
  'products/create': { permission: 'catalog.edit' },
  // Everyone who sees the catalog may open a product; without catalog.edit the page is read-only.
  'products/edit/:id': { permission: 'catalog.view' },
  'homepage/:kind/:sectionId': { permission: 'content.edit' },
  reviews: { permission: 'content.view' },
  'inbox/:id?': { permission: 'inbox.manage' },
  coupons: { permission: 'coupons.view' },
  'gift-cards': { permission: 'orders.view' },
  customers: { permission: 'customers.view' },
  reports: { permission: 'reports.view' },
  'customers/:id': { permission: 'customers.view' },
  users: { permission: 'users.manage', deniedMessage: 'users.onlyGeneralManager', inEveryMenu: true },
  'activity-logs': { permission: 'activity.view' },
} as const satisfies Readonly<Record<string, ScreenGuard>>;

export type GuardedScreen = keyof typeof SCREEN_GUARDS;

/** The guard of a route path as the router writes it ('users', 'inbox/:id?'), or undefined when open to all. */
export function guardOfRoute(path: string): ScreenGuard | undefined {
  return Object.hasOwn(SCREEN_GUARDS, path) ? SCREEN_GUARDS[path as GuardedScreen] : undefined;
}

/** The guard of the screen at an address ('/inbox', '/customers/7'), or undefined when open to all. */
export function guardOfAddress(pathname: string): ScreenGuard | undefined {
  const route = Object.keys(SCREEN_GUARDS).find((path) => matchPath(`/${path}`, pathname) !== null);
  return route === undefined ? undefined : guardOfRoute(route);
}
