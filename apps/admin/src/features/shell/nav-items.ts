import {
  FolderTree,
  History,
  LayoutDashboard,
  LayoutTemplate,
  Package,
  Settings,
  ShoppingCart,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MessageKey } from '../../i18n/ar';
import { hasRole, type Role } from '@matjar/core';

export interface NavLinkEntry {
  kind: 'link';
  to: string;
  labelKey: MessageKey;
  icon: LucideIcon;
  /** Hidden from the menu below this role; the route has its own RequireRole as well. */
  requiredRole?: Role;
}

export interface NavGroupEntry {
  kind: 'group';
  labelKey: MessageKey;
  links: NavLinkEntry[];
}

const link = (to: string, labelKey: MessageKey, icon: LucideIcon, requiredRole?: Role): NavLinkEntry =>
  requiredRole ? { kind: 'link', to, labelKey, icon, requiredRole } : { kind: 'link', to, labelKey, icon };

/** Spec back-office §2: Dashboard, Store (Products, Categories, Brands, Homepage), Orders, Users, Settings, Activity Logs. */
export const NAV_ENTRIES: Array<NavLinkEntry | NavGroupEntry> = [
  link('/dashboard', 'nav.dashboard', LayoutDashboard),
  {
    kind: 'group',
    labelKey: 'nav.store',
    links: [
      link('/products', 'nav.products', Package),
      link('/categories', 'nav.categories', FolderTree),
      link('/brands', 'nav.brands', Tags),
      link('/homepage', 'nav.homepage', LayoutTemplate),
    ],
  },
  link('/orders', 'nav.orders', ShoppingCart),
  link('/users', 'nav.users', Users),
  link('/settings', 'nav.settings', Settings),
  link('/activity-logs', 'nav.activityLogs', History, 'super_admin'),
];

export function isVisibleTo(entry: NavLinkEntry, role: Role): boolean {
  return entry.requiredRole === undefined || hasRole({ role }, entry.requiredRole);
}
