import {
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
import { can, type Permission, type Role } from '@matjar/core';

export interface NavLinkEntry {
  kind: 'link';
  to: string;
  labelKey: MessageKey;
  icon: LucideIcon;
  /** Hidden from the menu without this permission (core table); the route has its own guard as well. */
  permission?: Permission;
  /** Other screens reached from this one that light the entry up too (/all-orders under Orders). */
  alsoActiveFor?: readonly string[];
}

export interface NavGroupEntry {
  kind: 'group';
  labelKey: MessageKey;
  links: NavLinkEntry[];
}

const link = (to: string, labelKey: MessageKey, icon: LucideIcon, permission?: Permission): NavLinkEntry =>
  permission ? { kind: 'link', to, labelKey, icon, permission } : { kind: 'link', to, labelKey, icon };

/**
 * Spec back-office §2: Dashboard, Store (Products, Categories, Brands, Homepage), Orders, Users, Settings,
 * Activity Logs (super_admin only). Users stays in every role's menu as the spec lists it: other roles open it
 * and see the panel saying it is for the general manager. Issue 15 adds Coupons and Reviews under Store, and
 * Gift cards, Customers and Inbox after Orders, each shown only to the roles that may open it.
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
      link('/coupons', 'nav.coupons', TicketPercent, 'coupons.view'),
      link('/reviews', 'nav.reviews', Star, 'content.view'),
    ],
  },
  { ...link('/orders', 'nav.orders', ShoppingCart), alsoActiveFor: ['/all-orders'] },
  link('/gift-cards', 'nav.giftCards', Gift, 'orders.view'),
  link('/customers', 'nav.customers', Contact, 'customers.view'),
  link('/inbox', 'nav.inbox', Inbox, 'inbox.manage'),
  link('/users', 'nav.users', Users),
  link('/settings', 'nav.settings', Settings),
  link('/activity-logs', 'nav.activityLogs', History, 'activity.view'),
];

export function isVisibleTo(entry: NavLinkEntry, role: Role): boolean {
  return entry.permission === undefined || can({ role }, entry.permission);
}

/** Whether a path is one of the entry's other screens (its own path and below are NavLink's business). */
export function isAlsoActive(entry: NavLinkEntry, pathname: string): boolean {
  return (entry.alsoActiveFor ?? []).some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
