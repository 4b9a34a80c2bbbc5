import type { AdminCustomer } from '@matjar/core';
import { iso, isoOrNull, type Instant } from '../../sql/list-query.js';

/** A row selected with CUSTOMER_ROW_COLUMNS, as the driver returns it. */
export type RawCustomerRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  is_guest: boolean;
  is_active: boolean;
  created_at: Instant;
  updated_at: Instant;
  order_count: number;
  total_spent: number | string | bigint;
  last_order_at: Instant | null;
};

export function toAdminCustomer(row: RawCustomerRow): AdminCustomer {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    kind: row.is_guest ? 'guest' : 'account',
    is_active: row.is_active,
    created_at: iso(row.created_at),
    order_count: row.order_count,
    total_spent: Number(row.total_spent),
    last_order_at: isoOrNull(row.last_order_at),
  };
}
