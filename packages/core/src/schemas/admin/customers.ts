import { z } from 'zod';
import {
  Dirhams,
  EntityId,
  IdParam,
  IsoDateTime,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  SuccessResponse,
  plainText,
} from '../common.js';

// The back office's customers (back-office §2 users screen: customers tab): a paged, searchable
// list, a CSV export, one customer's page and activate / deactivate. Field names are snake_case like orders.

export const ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_CUSTOMER_PAGE_SIZE_MAX = 100;
/** Most customers one CSV export holds, newest first; x-total-count says how many matched. */
export const CUSTOMER_CSV_EXPORT_MAX = 50_000;
/** The customer page lists this many of their orders, newest first (the count covers them all). */
export const CUSTOMER_ORDERS_SHOWN = 100;

export const CUSTOMER_STATUS_FILTERS = ['active', 'inactive'] as const;
export type CustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];

/**
 * Every buyer is a customer (decision 021): a guest ordered without an account (found again by
 * phone or e-mail on later orders); an account signed up, possibly claiming its guest record.
 */
export const CUSTOMER_KINDS = ['guest', 'account'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
/** The customer page lists this many delivery addresses, the latest used first. */
export const CUSTOMER_ADDRESSES_SHOWN = 10;

/** GET /api/admin/customers (and .csv): newest first, search by name, e-mail or phone, status and kind filters. */
export const AdminCustomerListQuery = z.object({
  /** Name (Arabic letter forms and diacritics folded), e-mail, or phone (Arabic-Indic, +974, 00974 forms). */
  q: plainText(100).optional(),
  status: z.enum(CUSTOMER_STATUS_FILTERS).optional(),
  kind: z.enum(CUSTOMER_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_CUSTOMER_PAGE_SIZE_MAX)
    .default(ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuery>;
export const AdminCustomerCsvQuery = AdminCustomerListQuery.omit({ page: true, page_size: true });
export type AdminCustomerCsvQuery = z.infer<typeof AdminCustomerCsvQuery>;

/**
 * What a customer has bought. Orders counted are all of theirs (signed in or as a guest) not archived. Total
 * spent sums, in dirhams, the revenue of their orders (core's revenue rule, decision 019: a completed card
 * payment's total unless canceled, the cash recorded as received; archived orders too). Last order: the newest
 * counted.
 */
const CustomerTotals = {
  order_count: z.number().int().nonnegative(),
  total_spent: Dirhams,
  last_order_at: IsoDateTime.nullable(),
};

/** One row of the customers list (never a password hash). */
export const AdminCustomer = z.object({
  id: EntityId,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Empty for a guest who gave none (a gift-card order). */
  phone: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  is_active: z.boolean(),
  created_at: IsoDateTime,
  ...CustomerTotals,
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminCustomerListResponse = z.object({
  customers: z.array(AdminCustomer),
  /** All matches, not only this page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type AdminCustomerListResponse = z.infer<typeof AdminCustomerListResponse>;

/** Columns of GET /api/admin/customers.csv, in order; times Doha's, money QAR with two decimals. */
export const CUSTOMER_CSV_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'active',
  'kind',
  'joined_at_doha',
  'order_count',
  'total_spent_qar',
  'last_order_at_doha',
] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

export const AdminCustomerParams = z.object({ id: IdParam });
export type AdminCustomerParams = z.infer<typeof AdminCustomerParams>;

/** One order on the customer page; `id` is the target of /admin/orders/{id}. */
export const AdminCustomerOrder = z.object({
  id: EntityId,
  order_number: z.string(),
  short_number: z.number().int().positive(),
  created_at: IsoDateTime,
  status: OrderStatusSchema,
  payment_method: PaymentMethodSchema,
  payment_status: PaymentStatusSchema.nullable(),
  total_amount: Dirhams,
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

/** GET /api/admin/customers/{id}: details, totals, last order and their latest CUSTOMER_ORDERS_SHOWN orders. */
/** A delivery address the customer's orders used (each address once, as core's addressKey folds it). */
export const AdminCustomerAddress = z.object({
  address: z.string(),
  city: z.string().nullable(),
  orders: z.number().int().positive(),
  last_used_at: IsoDateTime,
});
export type AdminCustomerAddress = z.infer<typeof AdminCustomerAddress>;

export const AdminCustomerDetail = z.object({
  customer: AdminCustomer.extend({
    updated_at: IsoDateTime,
  }),
  orders: z.array(AdminCustomerOrder),
  /** Their saved delivery addresses: those of their orders, latest used first (CUSTOMER_ADDRESSES_SHOWN). */
  addresses: z.array(AdminCustomerAddress),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

/** PATCH /api/admin/customers/{id}: deactivating also ends every session of the customer. */
export const AdminUpdateCustomerBody = z.object({ is_active: z.boolean({ message: 'REQUIRED' }) });
export type AdminUpdateCustomerBody = z.infer<typeof AdminUpdateCustomerBody>;

export const AdminUpdateCustomerResponse = SuccessResponse.extend({
  is_active: z.boolean(),
  /** How many signed-in sessions the change ended (0 when activating). */
  sessions_ended: z.number().int().nonnegative(),
});
export type AdminUpdateCustomerResponse = z.infer<typeof AdminUpdateCustomerResponse>;
