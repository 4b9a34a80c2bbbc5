import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DELIVERY_FAILURE_REASONS, REVENUE_SQL } from '@matjar/core';
import { brands, productVariants, products } from './catalog.js';
import { createdAt, identityId, money, updatedAt } from './columns.js';
import { drivers } from './drivers.js';
import { adminUsers, customers } from './people.js';
import { searchFoldSql } from './search-fold.js';

/** The one order-status machine of departure D8; rules live in @matjar/core. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'canceled',
  'returned',
] as const;
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export const TRANSACTION_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'rejected',
] as const;

/**
 * What the back office's order search reads: number, name and e-mail folded as core's normalizeForSearch,
 * then the phone's digits alone (Arabic-Indic digits made Latin). The digits keep any 974 prefix: a search
 * folded by core's phoneKey (local number) still finds them as a substring.
 */
const ORDER_SEARCH_TEXT = sql`${searchFoldSql("order_number || ' ' || customer_name || ' ' || customer_email")} || ' ' || regexp_replace(translate(coalesce(customer_phone, ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g')`;

/** Orders in the back office's lists: not archived. */
const live = (t: { archivedAt: AnyPgColumn }) => sql`${t.archivedAt} is null`;

/** An order still holding stock that nobody has paid for: pending, cash or a card payment not finished. */
function openUnpaid(t: { status: AnyPgColumn; paymentStatus: AnyPgColumn }) {
  return sql`${t.status} = 'pending' and (${t.paymentStatus} is null or ${t.paymentStatus} = 'pending')`;
}

/**
 * Short order numbers (D20, decision 021): #1001, #1002, … handed out by the sequence as each order row is
 * inserted, so concurrent orders never share one and a number is never reused (a rolled-back order leaves a gap).
 */
export const orderShortNumbers = pgSequence('orders_short_number_seq', { startWith: 1001, minValue: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    orderNumber: text('order_number').notNull().unique('orders_order_number_unique'),
    shortNumber: integer('short_number')
      .notNull()
      .default(sql`nextval('orders_short_number_seq')`)
      .unique('orders_short_number_unique'),
    /**
     * The buyer's customer record: the signed-in account, or the customer a guest's phone or e-mail found or
     * made (decision 021).
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * Placed while signed in to that customer's account. Only such orders are the account's own on the
     * storefront (its order list, verify-order's details): a guest order joined by phone or e-mail is not,
     * since nobody proved owning them at sign-up.
     */
    placedSignedIn: boolean('placed_signed_in').notNull().default(false),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: ['cash', 'online'] }).notNull(),
    /** null for cash on delivery (spec §4), pending → completed | failed | cancelled for card payments. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }),
    subtotal: money('subtotal').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    /** The delivery charged: the zone's fee less shipping_discount (0 when the goods reached the threshold). */
    shippingFee: money('shipping_fee').notNull().default(0),
    /**
     * The part of the zone's fee a delivery coupon waived (its own line on every screen, decision 054): the
     * zone's fee is shipping_fee + shipping_discount. 0 for orders placed before it was kept.
     */
    shippingDiscount: money('shipping_discount').notNull().default(0),
    /** The zone's free-delivery threshold when the order was placed (whole riyals, in dirhams); null: never free. */
    deliveryFreeFrom: money('delivery_free_from'),
    totalAmount: money('total_amount').notNull(),
    couponCode: text('coupon_code'),
    isGiftCardOrder: boolean('is_gift_card_order').notNull().default(false),
    shippingAddress: text('shipping_address'),
    shippingCity: text('shipping_city'),
    shippingCountry: text('shipping_country'),
    shippingNotes: text('shipping_notes'),
    /** The delivery promise in working days of the address's zone when the order was placed (decision 032). */
    deliveryDaysMin: integer('delivery_days_min'),
    deliveryDaysMax: integer('delivery_days_max'),
    /** The delivery window the shopper booked (decision 034): its Doha day and times as promised; else null. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryWindowStart: text('delivery_window_start'),
    deliveryWindowEnd: text('delivery_window_end'),
    locale: text('locale', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    /** Gateway's payment id for online orders; reserved stock returns if unpaid by payment_expires_at. */
    paymentId: text('payment_id'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** The gateway's page where this card payment is made, kept for the unpaid-order WhatsApp reminder. */
    paymentUrl: text('payment_url'),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** SHA-256 (hex) of the orderToken create-order answered; the token itself is never stored here. */
    accessTokenHash: text('access_token_hash'),
    /**
     * When the confirmation screen's answer (verify-order) carried the paid order's gift-card codes: they are
     * shown there once; later answers say where they were e-mailed instead.
     */
    giftCodesShownAt: timestamp('gift_codes_shown_at', { withTimezone: true }),
    /**
     * The shopper's e-mail, phone and delivery address folded by @matjar/core (emailKey, phoneKey,
     * addressKey), so open unpaid orders are counted per shopper however the details were typed.
     */
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    addressKey: text('address_key'),
    /** A delivered cash order's cash, marked received by staff (amount in dirhams, who by name, when). */
    cashReceivedAt: timestamp('cash_received_at', { withTimezone: true }),
    cashReceivedAmount: money('cash_received_amount'),
    cashReceivedBy: text('cash_received_by'),
    /** The driver who handed the cash in; null when a staff member took it (cash_received_by). */
    cashReceivedDriverId: integer('cash_received_driver_id').references(() => drivers.id, {
      onDelete: 'restrict',
    }),
    /**
     * Why the cash recorded differs from the total (short or over); required whenever it differs (the check
     * orders_cash_difference_check is hand-written in migration 0015, after its backfill).
     */
    cashDifferenceReason: text('cash_difference_reason'),
    /** The driver taking the order out, and when it was assigned (the delivery sheet's Doha day). */
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    driverAssignedAt: timestamp('driver_assigned_at', { withTimezone: true }),
    /** "Deleting" an order archives it: out of the lists, kept for the books, restorable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: text('archived_by'),
    /**
     * Money given back so far (succeeded refunds, decision 045), kept with the order so every list reads its
     * payment as refunded or partly refunded without a join; written only in the refund's own transaction.
     */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /**
     * The part of the total the shop's own gift card pays (decision 046): reserved from the card's balance in
     * the order's transaction, the rest by card or cash; set back to 0 when the spend is released (a card
     * payment that expired or was cancelled, a canceled order). Never more than the total.
     */
    giftCardAmount: money('gift_card_amount').notNull().default(0),
    /**
     * The value of the goods that came back so far (the returns' lines at the price charged, decision 048):
     * with the status it words the order as partly returned; written only in a return's own transaction.
     */
    returnedValue: money('returned_value').notNull().default(0),
    /**
     * A replacement order made by an exchange (decision 048): the order whose goods came back, and the part of
     * this order's goods paid by them (subtotal − exchange_credit is what the shopper still owes for them).
     */
    exchangeOfOrderId: integer('exchange_of_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    exchangeCredit: money('exchange_credit').notNull().default(0),
    /** The shopper agreed to WhatsApp messages about this order (decision 033: the checkout's checkbox). */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /**
     * The last time a driver could not deliver the order (decision 053) and why: it went back to the shop's
     * list (confirmed, no driver). Cleared when a driver is assigned again.
     */
    deliveryFailedReason: text('delivery_failed_reason', { enum: DELIVERY_FAILURE_REASONS }),
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    searchText: text('search_text').notNull().generatedAlwaysAs(ORDER_SEARCH_TEXT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'shipped', 'delivered', 'canceled', 'returned')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cash', 'online')`),
    check(
      'orders_payment_status_check',
      sql`case when ${t.paymentMethod} = 'cash' then ${t.paymentStatus} is null
        else ${t.paymentStatus} is not null
          and ${t.paymentStatus} in ('pending', 'completed', 'failed', 'cancelled') end`,
    ),
    check(
      'orders_money_check',
      sql`${t.subtotal} >= 0 and ${t.discountAmount} >= 0 and ${t.shippingFee} >= 0 and ${t.totalAmount} >= 0`,
    ),
    check('orders_refunded_check', sql`${t.refundedAmount} >= 0`),
    check('orders_shipping_discount_check', sql`${t.shippingDiscount} >= 0`),
    check(
      'orders_delivery_failed_check',
      sql`${t.deliveryFailedReason} is null or ${t.deliveryFailedReason} in ('not_home', 'refused', 'wrong_address')`,
    ),
    check(
      'orders_gift_card_amount_check',
      sql`${t.giftCardAmount} >= 0 and ${t.giftCardAmount} <= ${t.totalAmount}`,
    ),
    check('orders_returned_value_check', sql`${t.returnedValue} >= 0 and ${t.exchangeCredit} >= 0`),
    check('orders_gift_card_online_check', sql`not ${t.isGiftCardOrder} or ${t.paymentMethod} = 'online'`),
    check(
      'orders_cash_received_check',
      sql`${t.cashReceivedAt} is null or (${t.paymentMethod} = 'cash' and ${t.cashReceivedAmount} >= 0)`,
    ),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_payment_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.paymentStatus} = 'pending' and ${t.stockReleasedAt} is null`),
    // Open unpaid orders (pending, cash or card payment still pending) by shopper key: create-order counts them.
    index('orders_open_unpaid_email_idx').on(t.emailKey).where(openUnpaid(t)),
    index('orders_open_unpaid_phone_idx').on(t.phoneKey).where(openUnpaid(t)),
    index('orders_open_unpaid_address_idx').on(t.addressKey).where(openUnpaid(t)),
    // The back office's lists: newest first over live orders, by status, and the search.
    index('orders_live_created_idx').on(t.createdAt.desc(), t.id.desc()).where(live(t)),
    index('orders_live_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()).where(live(t)),
    // The board's history: its latest delivered, canceled and returned orders (core's
    // HISTORY_STATUSES), newest first, and their count,
    // without stepping over the active orders (10,000 of them in a flash sale) that are newer.
    index('orders_history_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null and ${t.status} in ('delivered', 'canceled', 'returned')`),
    // The active board: each column's count and its pages oldest first, by keyset, from this index
    // alone. The predicate is the server's ON_THE_BOARD (order-list-filters.ts), word for word.
    index('orders_board_idx')
      .on(t.status, t.createdAt, t.id)
      .where(
        sql`${t.archivedAt} is null and ${t.status} in ('pending', 'confirmed', 'shipped') and not (${t.paymentMethod} = 'online' and ${t.paymentStatus} in ('failed', 'cancelled'))`,
      ),
    // The archived list (restore): few rows, read without a scan of the live ones.
    index('orders_archived_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is not null`),
    index('orders_awaiting_cash_idx')
      .on(t.createdAt.desc())
      .where(
        sql`${t.status} = 'delivered' and ${t.paymentMethod} = 'cash' and ${t.cashReceivedAt} is null and ${t.archivedAt} is null`,
      ),
    // Revenue (core's REVENUE_SQL, decision 019) by the instant it came in: the dashboard's today, same hours
    // yesterday and last week, cash received today and its 30-day chart read a few days of it, not every order.
    index('orders_revenue_at_idx').on(sql.raw(REVENUE_SQL.at)).where(sql.raw(REVENUE_SQL.counts)),
    // New orders go straight into the search index (no GIN pending list): a pending list is read in full by
    // every search until a vacuum merges it, and 5,000 fresh orders made a name search 5 times slower.
    index('orders_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The delivery sheet (a driver's orders assigned on a Doha day) and the daily cash report (cash by day).
    index('orders_driver_idx')
      .on(t.driverId, t.driverAssignedAt)
      .where(sql`${t.driverId} is not null`),
    index('orders_cash_received_idx')
      .on(t.cashReceivedAt)
      .where(sql`${t.cashReceivedAt} is not null`),
    // The reports (decision 025): orders by the instant they were placed with every column the sales,
    // coupons and customers reports read, so a year of orders is one index-only scan of narrow entries rather
    // than a pass over the wide rows (addresses, search text).
    // orders_buyers_idx (migration 0022, decision 028) is written by hand: (created_at) INCLUDE (customer_id,
    // subtotal, discount_amount) WHERE SALES_SQL.counts AND customer_id IS NOT NULL (drizzle cannot say INCLUDE).
    index('orders_sales_created_idx').on(
      t.createdAt,
      t.status,
      t.paymentMethod,
      t.paymentStatus,
      t.subtotal,
      t.discountAmount,
      t.shippingFee,
      t.totalAmount,
      t.id,
      t.customerId,
      t.couponCode,
    ),
    // The sales report's goods back (whole or part) by the day the order was placed: few orders, every column
    // the report reads, so its figure is an index-only scan of a small partial index (decision 048).
    index('orders_returned_created_idx')
      .on(t.createdAt, t.status, t.paymentMethod, t.paymentStatus, t.returnedValue)
      .where(sql`${t.returnedValue} > 0`),
    // A window-day's seats are counted from its live orders inside create-order's transaction (decision 034).
    index('orders_delivery_window_idx')
      .on(t.deliveryDate, t.deliveryWindowStart)
      .where(sql`${t.deliveryDate} is not null and ${t.status} not in ('canceled', 'returned')`),
    check(
      'orders_delivery_window_check',
      sql`(${t.deliveryDate} is null) = (${t.deliveryWindowStart} is null)
        and (${t.deliveryDate} is null) = (${t.deliveryWindowEnd} is null)`,
    ),
    // Coupon uses are counted from orders (in total and per shopper) inside create-order's transaction.
    index('orders_coupon_idx')
      .on(t.couponCode, t.emailKey)
      .where(sql`${t.couponCode} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** Names are copied so the order reads the same after the catalogue changes. */
    productName: text('product_name').notNull(),
    productNameEn: text('product_name_en'),
    variantName: text('variant_name'),
    variantNameEn: text('variant_name_en'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    /**
     * The unit price before the product's own discount (decision 027); equal to unit_price when the product
     * had none. Lines older than it were backfilled with unit_price (no reduction known). Core's
     * lineProductDiscount reads the two.
     */
    listPrice: money('list_price').notNull(),
    totalPrice: money('total_price').notNull(),
    isGiftCard: boolean('is_gift_card').notNull().default(false),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_money_check', sql`${t.unitPrice} >= 0 and ${t.totalPrice} >= 0`),
    check('order_items_list_price_check', sql`${t.listPrice} >= ${t.unitPrice}`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

/** Every status change of an order and who made it (username null: the system), for the order's timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    /** The staff member's reason for the move; required for a return (decision 027), else null. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Staff's internal notes on an order (never shown to the customer). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: identityId(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    paymentId: text('payment_id'),
    transactionId: text('transaction_id'),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    visaId: text('visa_id'),
    cardType: text('card_type'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'transactions_status_check',
      sql`${t.status} in ('pending', 'processing', 'completed', 'failed', 'cancelled', 'rejected')`,
    ),
    check('transactions_amount_check', sql`${t.amount} >= 0`),
    index('transactions_order_created_idx').on(t.orderNumber, t.createdAt.desc()),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: identityId(),
    /**
     * The shop's own card (GIFT): the keyed hash of its code folded (HMAC-SHA256, the gift-codes vault's
     * cardHash), by which checkout, the balance page and staff find it, so no code is stored in the clear.
     * Null for a brand's code, which stays sealed in the inventory.
     */
    codeHash: text('code_hash').unique('gift_cards_code_hash_unique'),
    /** The same code sealed by the vault (AES-256-GCM), opened for the e-mail, the account page and the reveal. */
    codeSealed: text('code_sealed'),
    /** The brand code from the inventory this card hands out (departure D25); null for a code the shop made. */
    inventoryCodeId: integer('inventory_code_id')
      .references((): AnyPgColumn => giftCardCodes.id, { onDelete: 'restrict' })
      .unique('gift_cards_inventory_code_unique'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line that bought it; null for store credit (a refund's card, decision 046). */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    denomination: money('denomination').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A voided code no longer counts (lost, leaked, order canceled); its replacement points back here. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    replacesId: integer('replaces_id').references((): AnyPgColumn => giftCards.id, { onDelete: 'set null' }),
    /**
     * What is left to spend on the shop's own card (decision 046): the sum of its ledger rows
     * (gift_card_ledger), kept here in the ledger row's own statement so the card row is what a spend locks
     * and the check below forbids going under 0. A brand card's is 0: the brand keeps its balance.
     */
    balance: money('balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_cards_denomination_check', sql`${t.denomination} > 0`),
    check('gift_cards_balance_check', sql`${t.balance} >= 0`),
    check('gift_cards_code_source_check', sql`(${t.codeHash} is null) <> (${t.inventoryCodeId} is null)`),
    check('gift_cards_code_sealed_check', sql`(${t.codeHash} is null) = (${t.codeSealed} is null)`),
    check('gift_cards_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
    index('gift_cards_order_idx').on(t.orderId),
    index('gift_cards_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: identityId(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull().unique('coupons_code_unique'),
    type: text('type', { enum: ['percentage', 'fixed', 'shipping', 'free_delivery'] }).notNull(),
    /** Whole percent for percentage coupons, dirhams for fixed and shipping coupons, 0 for free delivery. */
    value: integer('value').notNull(),
    minOrder: money('min_order').notNull().default(0),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Null: valid from creation. Doha-time dates in the back office, stored as instants. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Private: left out of the cart's "available coupons", still accepted when typed. */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Null: unlimited. Uses are counted from orders (orders.coupon_code) that were not canceled. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_limits_check',
      sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)`,
    ),
    check('coupons_dates_check', sql`${t.startsAt} is null or ${t.startsAt} < ${t.expiresAt}`),
    check('coupons_type_check', sql`${t.type} in ('percentage', 'fixed', 'shipping', 'free_delivery')`),
    check(
      'coupons_value_check',
      sql`(case when ${t.type} = 'free_delivery' then ${t.value} = 0 else ${t.value} > 0 end) and (${t.type} <> 'percentage' or ${t.value} <= 100) and ${t.minOrder} >= 0`,
    ),
  ],
);

/** Order creation accepts an Idempotency-Key: the first answer is stored and replayed for repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** Every gateway callback as received; (gateway, payment_id, status) de-duplicates retries. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: identityId(),
    gateway: text('gateway').notNull(),
    paymentId: text('payment_id').notNull(),
    status: text('status').notNull(),
    orderNumber: text('order_number'),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_callbacks_dedupe_unique').on(t.gateway, t.paymentId, t.status)],
);

export const GIFT_CARD_CODE_STATUSES = ['available', 'reserved', 'sold', 'faulty'] as const;

/** One import of brand codes (a paste or a file): who loaded how many, when, under what name. */
export const giftCardCodeBatches = pgTable(
  'gift_card_code_batches',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The staff member's username at the time; "seed" for the demo shop's codes. */
    importedBy: text('imported_by').notNull(),
    /** The demo shop's made-up codes, never a brand's. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_code_batches_count_check', sql`${t.count} > 0`),
    index('gift_card_code_batches_product_idx').on(t.productId, t.createdAt.desc()),
  ],
);

/**
 * The code inventory of brand gift cards (departure D25): each row is one code a brand or distributor sold
 * the shop, for one card and denomination. The code, its PIN and serial are sealed with AES-256-GCM under the
 * key outside the database (`secret`); `code_hash` (a keyed HMAC of the folded code) finds duplicates without
 * the code. available → reserved (an unpaid card order holds it) → sold (a paid order's) → faulty (the brand
 * refused it; the buyer got another). For such a card, the product's and variant's stock is its count of
 * available codes: the import adds to it through the stock ledger; a checkout holds codes (never the card's
 * row) and then counts it again (`gift_code_stock_recount`, decision 050).
 */
export const giftCardCodes = pgTable(
  'gift_card_codes',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => giftCardCodeBatches.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique('gift_card_codes_code_hash_unique'),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of {code, pin, serial}. */
    secret: text('secret').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    cost: money('cost'),
    status: text('status', { enum: GIFT_CARD_CODE_STATUSES }).notNull().default('available'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    faultyAt: timestamp('faulty_at', { withTimezone: true }),
    faultyReason: text('faulty_reason'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_codes_status_check', sql`${t.status} in ('available', 'reserved', 'sold', 'faulty')`),
    check('gift_card_codes_cost_check', sql`${t.cost} is null or ${t.cost} >= 0`),
    check(
      'gift_card_codes_order_check',
      sql`(${t.status} <> 'available' or ${t.orderId} is null) and (${t.status} <> 'reserved' or ${t.orderId} is not null)`,
    ),
    // Checkout takes the oldest available codes of a denomination, skipping the ones others are taking.
    index('gift_card_codes_available_idx')
      .on(t.productId, t.variantId, t.id)
      .where(sql`${t.status} = 'available'`),
    index('gift_card_codes_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('gift_card_codes_counts_idx').on(t.productId, t.variantId, t.status),
  ],
);
