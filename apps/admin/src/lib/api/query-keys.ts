// Query-key factories, one per resource (TanStack Query's recommended shape): `all` is the prefix a change
// invalidates, lists and details nest under it, so `invalidateQueries({ queryKey: productKeys.all })`
// refreshes every list and every open product at once, and `productKeys.lists()` only the lists.
/** The keys of a catalogue-like resource: lists by their parameters, details by id. */
function resourceKeys<const Name extends string>(name: Name) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Params extends object>(params: Params) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', String(id)] as const,
  };
}

const session = ['session'] as const;
export const sessionKeys = {
  all: session,
  current: () => [...session, 'current'] as const,
};

export const productKeys = resourceKeys('products');
export const categoryKeys = resourceKeys('categories');
export const brandKeys = resourceKeys('brands');
/** Coupons: the list (by state and search) and one coupon; a change refreshes both. */
export const couponKeys = resourceKeys('coupons');
/** Reviews: the moderation list (by rating, product, status and page). */
export const reviewKeys = resourceKeys('reviews');

const users = ['users'] as const;
/** Staff, customers and the stats cards share a prefix, so saving a user refreshes all three. */
export const userKeys = {
  all: users,
  admins: () => [...users, 'admins'] as const,
  /** One page of the customers list: its search, status filter and page. */
  customers: <Params extends object>(params: Params) => [...users, 'customers', params] as const,
  /** One customer's page (a status change refreshes it with the lists and the stats). */
  customer: (id: number) => [...users, 'customer', id] as const,
  stats: () => [...users, 'stats'] as const,
};

const activity = ['activity-logs'] as const;
export const activityKeys = {
  all: activity,
  /** One page of the log: its filters and the keyset cursor (entries older than `beforeId`). */
  list: <Filters extends object>(filters: Filters, beforeId: number | null = null) =>
    [...activity, 'list', filters, beforeId] as const,
};

const dashboard = ['dashboard'] as const;
export const dashboardKeys = {
  all: dashboard,
  summary: () => [...dashboard, 'summary'] as const,
};

const staffAlerts = ['staff-alerts'] as const;
/** The signed-in staff member's unread new-order alerts (the top bar's bell); the event stream updates them. */
export const staffAlertKeys = {
  all: staffAlerts,
  unread: () => [...staffAlerts, 'unread'] as const,
};

const orders = ['orders'] as const;
/**
 * The board, the lists and every order page share one root, so a status change, an archive or a new-order
 * alert refreshes them all with `invalidateQueries({ queryKey: ordersKeys.all })`.
 */
export const ordersKeys = {
  all: orders,
  board: () => [...orders, 'board'] as const,
  /** A column's further pages, after the board's first page ended at `after` (the keyset cursor). */
  boardColumns: () => [...orders, 'board-column'] as const,
  boardColumn: (status: string, after: string | null) => [...orders, 'board-column', status, after] as const,
  lists: () => [...orders, 'list'] as const,
  list: <Params extends object>(params: Params) => [...orders, 'list', params] as const,
  details: () => [...orders, 'detail'] as const,
  detail: (id: number | string) => [...orders, 'detail', String(id)] as const,
};

const giftCards = ['gift-cards'] as const;
/** The gift-cards screen's pages; a void or a resend refreshes them (and the orders, whose page lists codes). */
export const giftCardKeys = {
  all: giftCards,
  list: <Params extends object>(params: Params) => [...giftCards, 'list', params] as const,
};

const siteSettings = ['site-settings'] as const;
/** The site settings screen's values (logo, favicon, banner colour, hero size, contact), all in one answer. */
export const siteSettingsKeys = {
  all: siteSettings,
  current: () => [...siteSettings, 'current'] as const,
  trustPages: () => [...siteSettings, 'trust-pages'] as const,
};

/** The public settings as the storefront shows them (GET /api/store/settings), read by more than one screen. */
export const storeSettingsKeys = {
  all: ['store', 'settings'] as const,
};

const inbox = ['inbox'] as const;
/**
 * The contact inbox: its lists, each open message and the menu's unread count share one root, so reading,
 * archiving or replying refreshes the list and the badge with `invalidateQueries({ queryKey: inboxKeys.all })`.
 */
export const inboxKeys = {
  all: inbox,
  lists: () => [...inbox, 'list'] as const,
  list: <Params extends object>(params: Params) => [...inbox, 'list', params] as const,
  detail: (id: number) => [...inbox, 'detail', String(id)] as const,
  unreadCount: () => [...inbox, 'unread-count'] as const,
};

/** Drivers: the settings list, the order page's pickers; a change refreshes every one. */
export const driverKeys = {
  all: ['drivers'] as const,
  list: () => ['drivers', 'list'] as const,
  sheet: (driverId: number, date: string) => ['drivers', 'sheet', driverId, date] as const,
};

/** The reports: each report by its range and options. */
export const reportKeys = {
  all: ['reports'] as const,
  sales: (from: string, to: string, group: string) => ['reports', 'sales', from, to, group] as const,
  products: (from: string, to: string, by: string) => ['reports', 'products', from, to, by] as const,
  cash: (from: string, to: string) => ['reports', 'cash', from, to] as const,
  coupons: (from: string, to: string) => ['reports', 'coupons', from, to] as const,
  customers: (from: string, to: string) => ['reports', 'customers', from, to] as const,
  stock: (from: string, to: string) => ['reports', 'stock', from, to] as const,
};

/** The daily cash report, by Doha day. */
export const cashReportKeys = {
  all: ['cash-report'] as const,
  day: (date: string) => ['cash-report', date] as const,
};
