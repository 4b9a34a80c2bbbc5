import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type Database } from '../index.js';

// The database itself refuses bad states, whatever the code above it does.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const statement of [
    `insert into categories (id, name, name_en) values (901, 'فئة', 'Category')`,
    `insert into brands (id, name, name_en) values (901, 'علامة', 'Brand')`,
    `insert into products (id, name, description, price, stock, category_id, brand_id)
      values (901, 'منتج', 'وصف', 10000, 5, 901, 901)`,
    `insert into product_options (id, product_id, option_name, option_type) values (901, 901, 'لون', 'color')`,
    `insert into customers (first_name, last_name, email, phone, password_hash)
      values ('A', 'B', 'Shopper@Example.com', '+97455555555', 'x')`,
    `insert into orders (order_number, customer_name, customer_email, payment_method, subtotal, total_amount)
      values ('ORD-1', 'A B', 'a@b.qa', 'cash', 100, 100)`,
  ]) {
    await database.db.execute(sql.raw(statement));
  }
});

afterAll(async () => {
  await database?.close();
});

const refused: Array<[string, string]> = [
  ['negative stock', `update products set stock = -1 where id = 901`],
  ['negative price', `update products set price = -1 where id = 901`],
  [
    'percentage over 100',
    `update products set discount_type = 'percentage', discount_value = 101 where id = 901`,
  ],
  ['discount value without a type', `update products set discount_value = 5 where id = 901`],
  ['GTIN with letters', `update products set gtin = '40063813339A1' where id = 901`],
  ['GTIN of five digits', `update products set gtin = '12345' where id = 901`],
  [
    "variant's GTIN written in groups",
    `insert into product_variants (product_id, name, price, gtin) values (901, 'v', 1, '4006381 333931')`,
  ],
  ['rating 0', `insert into reviews (product_id, customer_name, comment, rating) values (901, 'x', 'y', 0)`],
  ['rating 6', `insert into reviews (product_id, customer_name, comment, rating) values (901, 'x', 'y', 6)`],
  ['duplicate category name', `insert into categories (name, name_en) values ('فئة', 'Other')`],
  ['duplicate brand name', `insert into brands (name, name_en) values ('علامة', 'Other')`],
  [
    'customer e-mail differing only in case',
    `insert into customers (first_name, last_name, email, phone, password_hash)
      values ('C', 'D', 'shopper@example.COM', '1', 'x')`,
  ],
  [
    'duplicate order number',
    `insert into orders (order_number, customer_name, customer_email, payment_method, subtotal, total_amount)
      values ('ORD-1', 'x', 'x@y.qa', 'cash', 1, 1)`,
  ],
  [
    'cash order with a payment status',
    `insert into orders (order_number, customer_name, customer_email, payment_method, payment_status, subtotal, total_amount)
      values ('ORD-2', 'x', 'x@y.qa', 'cash', 'pending', 1, 1)`,
  ],
  [
    'card order without a payment status',
    `insert into orders (order_number, customer_name, customer_email, payment_method, subtotal, total_amount)
      values ('ORD-4', 'x', 'x@y.qa', 'online', 1, 1)`,
  ],
  [
    'gift-card order paid in cash',
    `insert into orders (order_number, customer_name, customer_email, payment_method, is_gift_card_order, subtotal, total_amount)
      values ('ORD-3', 'x', 'x@y.qa', 'cash', true, 1, 1)`,
  ],
  ['unknown order status', `update orders set status = 'processing' where order_number = 'ORD-1'`],
  [
    'item for a missing order',
    `insert into order_items (order_id, product_name, quantity, unit_price, total_price) values (999999, 'x', 1, 1, 1)`,
  ],
  [
    'zero quantity',
    `insert into order_items (order_id, product_name, quantity, unit_price, total_price) select id, 'x', 0, 1, 1 from orders`,
  ],
  [
    'lower-case coupon code',
    `insert into coupons (code, type, value, description, description_en, expires_at) values ('abc', 'fixed', 1, 'x', 'x', now())`,
  ],
  [
    'bad colour hex',
    `insert into product_option_values (option_id, value, color_hex) values (901, 'x', 'red')`,
  ],
  [
    'unknown staff role',
    `insert into admin_users (username, email, role, password_hash) values ('u', 'u@x.qa', 'owner', 'x')`,
  ],
  [
    'inactive super_admin',
    `insert into admin_users (username, email, role, is_active, password_hash) values ('s', 's@x.qa', 'super_admin', false, 'x')`,
  ],
  [
    'session without an owner',
    `insert into sessions (token_hash, kind, expires_at) values ('t', 'admin', now())`,
  ],
];

describe('database constraints', () => {
  it.each(refused)('refuses %s', async (_name, statement) => {
    await expect(database.db.execute(sql.raw(statement))).rejects.toThrow();
  });

  it('accepts a valid discounted product and stock of zero', async () => {
    await database.db.execute(
      sql`update products set stock = 0, discount_type = 'fixed', discount_value = 2500 where id = 901`,
    );
    const rows = await database.db.execute<{ stock: number }>(sql`select stock from products where id = 901`);
    expect(rows.rows[0]?.stock).toBe(0);
  });
});
