import { hasRole, type Role } from './roles.js';

/**
 * The one permission table of the back office (departure D5). The server refuses every /api/admin and
 * /api/auth call that is not listed here (fail closed) and checks the caller's role against it; the admin UI
 * imports the same table to hide what a role cannot do. docs/permissions.md explains the matrix.
 *
 * Two levels: named permissions (what a person may do, with the lowest role that may do it) and endpoints
 * (method + Fastify route pattern → permission). A new back-office endpoint is one line in BACK_OFFICE_ENDPOINTS;
 * the server's role-matrix test then calls it as every role.
 *
 * Where the spec is silent the safe default applies: viewer reads; editor edits catalogue and content; admin
 * also runs orders, customers and settings; super_admin also manages users, deletes products, reads the log.
 */
export const PERMISSIONS = {
  /** Check one's own session, sign out. */
  'session.use': 'viewer',
  'dashboard.view': 'viewer',
  /** Sales, products, cash and customers over any period (decision 025): the business's figures, not a viewer's. */
  'reports.view': 'admin',
  'catalog.view': 'viewer',
  'catalog.edit': 'editor',
  'products.delete': 'super_admin',
  'content.view': 'viewer',
  'content.edit': 'editor',
  'orders.view': 'viewer',
  'orders.manage': 'admin',
  /**
   * Take goods back from a delivered order within the shop's window (decision 048): the staff who handle the
   * parcels. Money with it (a refund at once, an exchange's replacement order) needs orders.manage.
   */
  'returns.record': 'editor',
  /** Accept a return or exchange past the window, with a reason: a manager's call. */
  'returns.late': 'admin',
  /** Bring an archived ("deleted") order back into the lists. */
  'orders.restore': 'super_admin',
  'customers.view': 'admin',
  /** Activate or deactivate a customer account (a deactivated customer's sessions end). */
  'customers.manage': 'admin',
  'coupons.view': 'viewer',
  /** Coupons are money: create, edit, deactivate, delete. */
  'coupons.manage': 'admin',
  /** Hide, restore and approve reviews (content). */
  'reviews.moderate': 'editor',
  /** Deleting a review cannot be undone. */
  'reviews.delete': 'admin',
  /** Contact messages carry shoppers' e-mail and phone numbers, like the customer list. */
  'inbox.manage': 'admin',
  'settings.view': 'viewer',
  'settings.edit': 'admin',
  /**
   * Connect the shop's WhatsApp Business account, switch it on or off, check it and send a test message: the
   * Meta access token and app secret are the shop's keys to message every customer.
   */
  'whatsapp.manage': 'admin',
  'users.manage': 'super_admin',
  'activity.view': 'super_admin',
  /** Products' cost prices: read in answers and CSV, set by the editor and import (decision 026). */
  'products.cost': 'admin',
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSIONS;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface EndpointPermission {
  method: HttpMethod;
  /** Fastify route pattern, e.g. /api/auth/users/:id. */
  path: string;
  permission: Permission;
}

/** Every guarded back-office endpoint. Keep sorted by path. */
export const BACK_OFFICE_ENDPOINTS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/api/admin/activity-logs', permission: 'activity.view' },
  { method: 'GET', path: '/api/admin/activity-logs.csv', permission: 'activity.view' },
  { method: 'PUT', path: '/api/admin/all-brands-icon', permission: 'catalog.edit' },
  { method: 'DELETE', path: '/api/admin/all-brands-icon', permission: 'catalog.edit' },
  { method: 'GET', path: '/api/admin/brands', permission: 'catalog.view' },
  { method: 'POST', path: '/api/admin/brands', permission: 'catalog.edit' },
  { method: 'PUT', path: '/api/admin/brands/:id', permission: 'catalog.edit' },
  { method: 'DELETE', path: '/api/admin/brands/:id', permission: 'catalog.edit' },
  { method: 'PUT', path: '/api/admin/brands/:id/icon', permission: 'catalog.edit' },
  { method: 'DELETE', path: '/api/admin/brands/:id/icon', permission: 'catalog.edit' },
  { method: 'GET', path: '/api/admin/cash-report', permission: 'orders.view' },
  { method: 'GET', path: '/api/admin/cash-report.csv', permission: 'orders.view' },
  { method: 'GET', path: '/api/admin/categories', permission: 'catalog.view' },
  { method: 'POST', path: '/api/admin/categories', permission: 'catalog.edit' },
  { method: 'PUT', path: '/api/admin/categories/:id', permission: 'catalog.edit' },
  { method: 'DELETE', path: '/api/admin/categories/:id', permission: 'catalog.edit' },
  { method: 'PUT', path: '/api/admin/categories/:id/icon', permission: 'catalog.edit' },
  { method: 'DELETE', path: '/api/admin/categories/:id/icon', permission: 'catalog.edit' },
  { method: 'GET', path: '/api/admin/contact-messages', permission: 'inbox.manage' },
  { method: 'GET', path: '/api/admin/contact-messages/unread-count', permission: 'inbox.manage' },
  { method: 'GET', path: '/api/admin/contact-messages/:id', permission: 'inbox.manage' },
  { method: 'PATCH', path: '/api/admin/contact-messages/:id', permission: 'inbox.manage' },
  { method: 'POST', path: '/api/admin/contact-messages/:id/replies', permission: 'inbox.manage' },
  { method: 'GET', path: '/api/admin/coupons', permission: 'coupons.view' },
  { method: 'POST', path: '/api/admin/coupons', permission: 'coupons.manage' },
  { method: 'GET', path: '/api/admin/coupons/:id', permission: 'coupons.view' },
  { method: 'PUT', path: '/api/admin/coupons/:id', permission: 'coupons.manage' },
  { method: 'PATCH', path: '/api/admin/coupons/:id', permission: 'coupons.manage' },
  { method: 'DELETE', path: '/api/admin/coupons/:id', permission: 'coupons.manage' },
  { method: 'GET', path: '/api/admin/customers', permission: 'customers.view' },
  { method: 'GET', path: '/api/admin/customers.csv', permission: 'customers.view' },
  { method: 'GET', path: '/api/admin/customers/:id', permission: 'customers.view' },
  { method: 'PATCH', path: '/api/admin/customers/:id', permission: 'customers.manage' },
  { method: 'GET', path: '/api/admin/dashboard', permission: 'dashboard.view' },
  { method: 'GET', path: '/api/admin/drivers', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/drivers', permission: 'orders.manage' },
  { method: 'PATCH', path: '/api/admin/drivers/:id', permission: 'orders.manage' },
  { method: 'DELETE', path: '/api/admin/drivers/:id', permission: 'orders.manage' },
  // The sheet lists shoppers' names, addresses and phones: for those who handle orders (seesShopperContact).
  { method: 'GET', path: '/api/admin/drivers/:id/delivery-sheet', permission: 'orders.manage' },
  // A driver's run link opens their stops (shoppers' names, addresses, phones): those who handle orders.
  { method: 'GET', path: '/api/admin/drivers/:id/link', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/drivers/:id/link', permission: 'orders.manage' },
  { method: 'DELETE', path: '/api/admin/drivers/:id/link', permission: 'orders.manage' },
  { method: 'GET', path: '/api/admin/events', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/media', permission: 'catalog.edit' },
  { method: 'GET', path: '/api/admin/notifications', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/notifications/read-all', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/notifications/:id/dismiss', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/notifications/:id/read', permission: 'orders.view' },
  { method: 'GET', path: '/api/admin/gift-cards', permission: 'orders.view' },
  // Finding a card by its code is as sensitive as revealing one: counted and logged.
  { method: 'POST', path: '/api/admin/gift-cards/find', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/gift-cards/:id/resend', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/gift-cards/:id/void', permission: 'orders.manage' },
  // A shop card's balance and history read like its order; changing a balance is money: orders.manage.
  { method: 'GET', path: '/api/admin/gift-cards/:id/ledger', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/gift-cards/:id/adjust', permission: 'orders.manage' },
  // Brand codes are money bought in advance: counts for everyone who sees orders, loading them for admins.
  { method: 'GET', path: '/api/admin/gift-code-inventory', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/gift-code-inventory/preview', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/gift-code-inventory/import', permission: 'orders.manage' },
  { method: 'PUT', path: '/api/admin/gift-code-inventory/:id/threshold', permission: 'orders.manage' },
  { method: 'GET', path: '/api/admin/homepage-sections', permission: 'content.view' },
  { method: 'POST', path: '/api/admin/homepage-sections', permission: 'content.edit' },
  { method: 'PUT', path: '/api/admin/homepage-sections', permission: 'content.edit' },
  { method: 'GET', path: '/api/admin/homepage-sections/:sectionId', permission: 'content.view' },
  { method: 'PUT', path: '/api/admin/homepage-sections/:sectionId', permission: 'content.edit' },
  { method: 'GET', path: '/api/admin/orders', permission: 'orders.view' },
  { method: 'GET', path: '/api/admin/orders.csv', permission: 'orders.view' },
  { method: 'GET', path: '/api/admin/orders/board', permission: 'orders.view' },
  { method: 'GET', path: '/api/admin/orders/board/:status', permission: 'orders.view' },
  { method: 'GET', path: '/api/admin/orders/:id', permission: 'orders.view' },
  { method: 'DELETE', path: '/api/admin/orders/:id', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/orders/:id/cash-received', permission: 'orders.manage' },
  { method: 'PUT', path: '/api/admin/orders/:id/cash-received', permission: 'orders.manage' },
  { method: 'GET', path: '/api/admin/orders/:id/refunds', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/orders/:id/refunds', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/orders/:id/refunds/:refundId/retry', permission: 'orders.manage' },
  { method: 'GET', path: '/api/admin/orders/:id/returns', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/orders/:id/returns', permission: 'returns.record' },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/gift-cards/:giftCardId/reveal',
    permission: 'orders.manage',
  },
  { method: 'PUT', path: '/api/admin/orders/:id/driver', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/orders/:id/notes', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/orders/:id/restore', permission: 'orders.restore' },
  { method: 'POST', path: '/api/admin/orders/:id/serials', permission: 'orders.manage' },
  { method: 'DELETE', path: '/api/admin/orders/:id/serials/:serialId', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/orders/:id/switch-to-cash', permission: 'orders.manage' },
  { method: 'POST', path: '/api/admin/orders/:id/payment-link', permission: 'orders.manage' },
  { method: 'GET', path: '/api/admin/orders/:id/whatsapp-messages', permission: 'orders.view' },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/whatsapp-messages/:messageId/resend',
    permission: 'orders.manage',
  },
  { method: 'GET', path: '/api/admin/products', permission: 'catalog.view' },
  { method: 'POST', path: '/api/admin/products', permission: 'catalog.edit' },
  { method: 'GET', path: '/api/admin/products.csv', permission: 'catalog.view' },
  { method: 'POST', path: '/api/admin/products/import', permission: 'catalog.edit' },
  { method: 'GET', path: '/api/admin/products/:id', permission: 'catalog.view' },
  { method: 'PUT', path: '/api/admin/products/:id', permission: 'catalog.edit' },
  { method: 'PATCH', path: '/api/admin/products/:id', permission: 'catalog.edit' },
  { method: 'DELETE', path: '/api/admin/products/:id', permission: 'products.delete' },
  { method: 'PATCH', path: '/api/admin/products/:id/variants/:variantId', permission: 'catalog.edit' },
  { method: 'PATCH', path: '/api/admin/products/:id/variants', permission: 'catalog.edit' },
  { method: 'POST', path: '/api/admin/products/bulk', permission: 'catalog.edit' },
  { method: 'POST', path: '/api/admin/products/bulk-delete', permission: 'products.delete' },
  { method: 'GET', path: '/api/admin/reports/cash', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reports/coupons', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reports/customers', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reports/gift-cards', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reports/products', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reports/returns', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reports/sales', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reports/stock', permission: 'reports.view' },
  { method: 'GET', path: '/api/admin/reviews', permission: 'content.view' },
  { method: 'PATCH', path: '/api/admin/reviews/:id', permission: 'reviews.moderate' },
  { method: 'DELETE', path: '/api/admin/reviews/:id', permission: 'reviews.delete' },
  { method: 'GET', path: '/api/admin/settings', permission: 'settings.view' },
  { method: 'PUT', path: '/api/admin/settings/:key', permission: 'settings.edit' },
  { method: 'GET', path: '/api/admin/delivery-zones', permission: 'settings.view' },
  { method: 'PUT', path: '/api/admin/delivery-zones', permission: 'settings.edit' },
  { method: 'GET', path: '/api/admin/delivery-schedule', permission: 'settings.view' },
  { method: 'PUT', path: '/api/admin/delivery-schedule', permission: 'settings.edit' },
  { method: 'GET', path: '/api/admin/whatsapp', permission: 'whatsapp.manage' },
  { method: 'POST', path: '/api/admin/whatsapp/check', permission: 'whatsapp.manage' },
  { method: 'PUT', path: '/api/admin/whatsapp/credentials', permission: 'whatsapp.manage' },
  { method: 'PUT', path: '/api/admin/whatsapp/enabled', permission: 'whatsapp.manage' },
  // Whether messages go out at all: the Users screen's and the order page's WhatsApp parts say so.
  { method: 'GET', path: '/api/admin/whatsapp/status', permission: 'orders.view' },
  { method: 'POST', path: '/api/admin/whatsapp/test-message', permission: 'whatsapp.manage' },
  { method: 'GET', path: '/api/admin/users/stats', permission: 'users.manage' },
  { method: 'POST', path: '/api/auth/create-user', permission: 'users.manage' },
  { method: 'POST', path: '/api/auth/logout', permission: 'session.use' },
  { method: 'GET', path: '/api/auth/users', permission: 'users.manage' },
  { method: 'PUT', path: '/api/auth/users/:id', permission: 'users.manage' },
  { method: 'DELETE', path: '/api/auth/users/:id', permission: 'users.manage' },
  { method: 'GET', path: '/api/auth/verify', permission: 'session.use' },
  { method: 'PATCH', path: '/api/payments/order-status/:orderId', permission: 'orders.manage' },
];

/** Back-office endpoints anyone may call. */
export const PUBLIC_BACK_OFFICE_ENDPOINTS: readonly { method: HttpMethod; path: string }[] = [
  { method: 'POST', path: '/api/auth/login' },
];

/** Paths under these prefixes are back-office endpoints: guarded, and refused when not in the table. */
// The spec puts the staff's status change under /api/payments/ (storefront §7); it is guarded like the rest.
export const BACK_OFFICE_PREFIXES = ['/api/admin/', '/api/auth/', '/api/payments/order-status/'] as const;

export function isBackOfficePath(path: string): boolean {
  return BACK_OFFICE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const endpointKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const byKey = new Map(BACK_OFFICE_ENDPOINTS.map((entry) => [endpointKey(entry.method, entry.path), entry]));
const publicKeys = new Set(
  PUBLIC_BACK_OFFICE_ENDPOINTS.map((entry) => endpointKey(entry.method, entry.path)),
);

/** The table entry of a route; HEAD is looked up as GET (Fastify answers HEAD with the GET route). */
export function findEndpointPermission(method: string, path: string): EndpointPermission | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method;
  return byKey.get(endpointKey(verb, path));
}

export function isPublicBackOfficeEndpoint(method: string, path: string): boolean {
  return publicKeys.has(endpointKey(method, path));
}

/** The lowest role that may call an endpoint; undefined when it is not in the table (refuse it). */
export function requiredRoleFor(method: string, path: string): Role | undefined {
  const entry = findEndpointPermission(method, path);
  return entry ? PERMISSIONS[entry.permission] : undefined;
}

/** What the UI asks: may this user do that? False with no user (back-office §6). */
export function can(user: { role: string } | null | undefined, permission: Permission): boolean {
  return hasRole(user, PERMISSIONS[permission]);
}
