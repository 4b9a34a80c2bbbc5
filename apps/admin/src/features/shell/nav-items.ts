import {
  ChartColumnBig,
  Contact,
  FolderTree,
  Gift,
  Inbox,
  History,
  LayoutDashboard,
  LayoutTemplate,
  Package,
  Settings,
  ShoppingCart,
  Star,
  Tags,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MessageKey } from '../../i18n/ar';
import { can, type Role } from '@matjar/core';
import { guardOfAddress, type ScreenGuard } from '../../lib/session/screen-guards';

export interface NavLinkEntry {
  kind: 'link';
  to: string;
  labelKey: MessageKey;
  icon: LucideIcon;
  /** The guard of the screen it opens (lib/session/screen-guards.ts), which also decides who sees the entry. */
  guard?: ScreenGuard;
  /** Other screens reached from this one that light the entry up too (/all-orders under Orders). */
  alsoActiveFor?: readonly string[];
}

export interface NavGroupEntry {
  kind: 'group';
  labelKey: MessageKey;
  links: NavLinkEntry[];
}

const link = (to: string, labelKey: MessageKey, icon: LucideIcon): NavLinkEntry => {
  const guard = guardOfAddress(to);
  return guard ? { kind: 'link', to, labelKey, icon, guard } : { kind: 'link', to, labelKey, icon };
};

/**
 * Spec back-office §2: Dashboard, Store (Products, Categories, Brands, Homepage), Orders, Users, Settings,
 * Activity Logs (super_admin only). Users stays in every role's menu as the spec lists it: other roles open it
 * and see the panel saying it is for the general manager (its guard says so). Coupons and
 * Reviews under Store, and Gift cards, Customers and Inbox after Orders, each shown only to the roles that may
 * open it.
 */
export const NAV_ENTRIES: Array<NavLinkEntry | NavGroupEntry> = [
  link('/dashboard', 'nav.dashboard', LayoutDashboard),
  {
    kind: 'group',
    labelKey: 'nav.store',
    links: [
      link('/products', 'nav.products', Package),
      link('/categories', 'nav.categories', FolderTree),
      link('/brands', 'nav.brands', Tags),
      // /banners (a link of the spec) is the homepage manager showing its banners.
      { ...link('/homepage', 'nav.homepage', LayoutTemplate), alsoActiveFor: ['/banners'] },
      link('/coupons', 'nav.coupons', TicketPercent),
      link('/reviews', 'nav.reviews', Star),
    ],
  },
  { ...link('/orders', 'nav.orders', ShoppingCart), alsoActiveFor: ['/all-orders', '/cash-report'] },
  link('/gift-cards', 'nav.giftCards', Gift),
  link('/customers', 'nav.customers', Contact),
  link('/reports', 'nav.reports', ChartColumnBig),
  link('/inbox', 'nav.inbox', Inbox),
  link('/users', 'nav.users', Users),
  link('/settings', 'nav.settings', Settings),
  link('/activity-logs', 'nav.activityLogs', History),
];

export function isVisibleTo(entry: NavLinkEntry, role: Role): boolean {
  const { guard } = entry;
  return guard === undefined || guard.inEveryMenu === true || can({ role }, guard.permission);
}

/** Whether a path is one of the entry's other screens (its own path and below are NavLink's business). */
export function isAlsoActive(entry: NavLinkEntry, pathname: string): boolean {
  return (entry.alsoActiveFor ?? []).some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
