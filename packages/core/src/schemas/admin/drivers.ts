import { z } from 'zod';
import { DeliveryWindowOnOrder } from '../delivery-windows.js';
import { CALENDAR_DAY_PATTERN } from '../../rules/doha-time.js';
import { driverPhone } from '../../rules/drivers.js';
import { QATAR_MOBILE_PATTERN } from '../../rules/qatar-mobile.js';
import { Dirhams, EntityId, IdParam, IsoDateTime, plainText, requiredText } from '../common.js';
import type { Localized } from '../../rules/locale.js';

// Drivers and cash on delivery reconciled: the drivers list in the settings, an order's
// driver, a driver's delivery sheet for a Doha day and the daily cash report per driver or staff member.

export const DRIVER_NAME_MAX = 100;

/** A Qatari mobile number in any form people type it; parsed to its 8 local digits (driverPhone). */
export const DriverPhoneInput = plainText(30)
  .regex(QATAR_MOBILE_PATTERN, { message: 'DRIVER_PHONE_INVALID' })
  .transform((typed, context) => {
    const phone = driverPhone(typed);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'DRIVER_PHONE_INVALID' });
      return z.NEVER;
    }
    return phone;
  });

export const AdminDriver = z.object({
  id: EntityId,
  name: z.string(),
  /** The 8 local digits (formatDriverPhone writes them +974 5512 3456). */
  phone: z.string(),
  active: z.boolean(),
  /** The language of the driver's run page. */
  language: z.enum(['ar', 'en']),
  /** Whether the driver's personal link works (decision 053). */
  link_active: z.boolean(),
  /** Orders assigned to the driver or whose cash they handed in: such a driver is deactivated, not deleted. */
  order_count: z.number().int().nonnegative(),
  /** The cash of the driver's cash orders booked for today or earlier (Doha) and not yet recorded. */
  cash_expected_today: Dirhams,
  created_at: IsoDateTime,
});
export type AdminDriver = z.infer<typeof AdminDriver>;

export const AdminDriverListResponse = z.object({ drivers: z.array(AdminDriver) });
export type AdminDriverListResponse = z.infer<typeof AdminDriverListResponse>;

/** POST /api/admin/drivers. */
export const AdminCreateDriverBody = z.object({
  name: requiredText(DRIVER_NAME_MAX),
  phone: DriverPhoneInput,
  language: z.enum(['ar', 'en']).optional(),
});
export type AdminCreateDriverBody = z.input<typeof AdminCreateDriverBody>;

/** PATCH /api/admin/drivers/{id}: rename, new number, deactivate or reactivate. */
export const AdminUpdateDriverBody = z
  .object({
    name: requiredText(DRIVER_NAME_MAX).optional(),
    phone: DriverPhoneInput.optional(),
    active: z.boolean().optional(),
    language: z.enum(['ar', 'en']).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'REQUIRED' });
export type AdminUpdateDriverBody = z.input<typeof AdminUpdateDriverBody>;

export const AdminDriverParams = z.object({ id: IdParam });

/** PUT /api/admin/orders/{id}/driver: the driver taking the order out, or null to unassign. */
export const AdminAssignDriverBody = z.object({ driver_id: EntityId.nullable() });
export type AdminAssignDriverBody = z.infer<typeof AdminAssignDriverBody>;

export const AdminAssignDriverResponse = z.object({
  success: z.literal(true),
  driver: z.object({ id: EntityId, name: z.string() }).nullable(),
});
export type AdminAssignDriverResponse = z.infer<typeof AdminAssignDriverResponse>;

/** A Doha calendar day, YYYY-MM-DD: a real date within the calendar years (core's doha-time). */
export const DohaDay = plainText(10).regex(CALENDAR_DAY_PATTERN, { message: 'DOHA_DAY_INVALID' });

/** ?date= of the delivery sheet and the cash report; today in Doha when left out. */
export const AdminDohaDayQuery = z.object({ date: DohaDay.optional() });

/** One line of an order on the delivery sheet: what the driver hands over, in both languages. */
export const DeliverySheetItem = z.object({
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  variant_name: z.string().nullable(),
  variant_name_en: z.string().nullable(),
  quantity: z.number().int().positive(),
});
export type DeliverySheetItem = z.infer<typeof DeliverySheetItem>;

/** One order on a driver's delivery sheet. */
export const DeliverySheetOrder = z.object({
  id: EntityId,
  order_number: z.string(),
  /** The number people read aloud, shown as #1001 (D20). */
  short_number: z.number().int(),
  status: z.string(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  shipping_address: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_notes: z.string().nullable(),
  payment_method: z.enum(['cash', 'online']),
  /** The cash to collect at the door: the total for a cash order, 0 for one paid by card. */
  to_collect: Dirhams,
  /** The delivery window the shopper booked (decision 034), when they booked one. */
  delivery_window: DeliveryWindowOnOrder.optional(),
  /** Its booked day has passed and it is still to deliver: carried onto today's sheet. */
  late: z.boolean(),
  /** Its lines, in the order they were placed: the driver checks the parcel against them at the door. */
  items: z.array(DeliverySheetItem),
});
export type DeliverySheetOrder = z.infer<typeof DeliverySheetOrder>;

/** GET /api/admin/drivers/{id}/delivery-sheet: the driver's orders booked for a Doha day. */
export const AdminDeliverySheetResponse = z.object({
  driver: z.object({ id: EntityId, name: z.string(), phone: z.string() }),
  date: z.string(),
  orders: z.array(DeliverySheetOrder),
  total_to_collect: Dirhams,
  /** The cash still expected from the driver: the sheet's cash orders whose cash is not recorded. */
  cash_expected: Dirhams,
});
export type AdminDeliverySheetResponse = z.infer<typeof AdminDeliverySheetResponse>;

/** Who took the cash: a named driver, or the staff member who recorded it. */
export const CASH_RECEIVER_KINDS = ['driver', 'staff'] as const;
export type CashReceiverKind = (typeof CASH_RECEIVER_KINDS)[number];

/** One row of the daily cash report: everything one driver or staff member handed in that Doha day. */
export const CashReportRow = z.object({
  kind: z.enum(CASH_RECEIVER_KINDS),
  /** The driver's id, or null for a staff member. */
  driver_id: EntityId.nullable(),
  /** The driver's name or the staff member's username. */
  name: z.string(),
  orders: z.number().int().nonnegative(),
  expected: Dirhams,
  received: Dirhams,
  /** received − expected: negative when short. */
  difference: z.number().int(),
  /** What the orders that came up short lacked, and what the ones over brought in excess (both ≥ 0). */
  short: Dirhams,
  over: Dirhams,
  /** Orders whose cash differed from the amount due. */
  orders_with_difference: z.number().int().nonnegative(),
  /** Cash refunds this person paid back from cash in hand that day (decision 045). */
  refunded: Dirhams,
  /** What they hand over: received − refunded (negative when they paid out more than they took). */
  to_hand_over: z.number().int(),
});
export type CashReportRow = z.infer<typeof CashReportRow>;

/** GET /api/admin/cash-report: cash recorded on a Doha day, per driver and staff member. */
export const AdminCashReportResponse = z.object({
  date: z.string(),
  rows: z.array(CashReportRow),
  totals: CashReportRow.pick({
    orders: true,
    expected: true,
    received: true,
    difference: true,
    short: true,
    over: true,
    orders_with_difference: true,
    refunded: true,
    to_hand_over: true,
  }),
});
export type AdminCashReportResponse = z.infer<typeof AdminCashReportResponse>;

/** Columns of GET /api/admin/cash-report.csv (one row per driver or staff member, then the day's total). */
export const CASH_REPORT_CSV_COLUMNS = [
  'date_doha',
  'received_by_kind',
  'received_by',
  'orders',
  'expected_qar',
  'received_qar',
  'short_qar',
  'over_qar',
  'orders_with_difference',
  'refunded_qar',
  'to_hand_over_qar',
  'paid_out_beyond_received_qar',
] as const;
export type CashReportCsvColumn = (typeof CASH_REPORT_CSV_COLUMNS)[number];

/** GET /api/admin/cash-report.csv: the day, and the language of the header row and the row kinds. */
export const AdminCashReportCsvQuery = AdminDohaDayQuery.extend({
  lang: z.enum(['ar', 'en']).default('ar'),
});

/** The cash report's header row in the language the staff member chose (the columns stay in this order). */
export const CASH_REPORT_CSV_HEADERS: Readonly<Record<'ar' | 'en', Record<CashReportCsvColumn, string>>> = {
  ar: {
    date_doha: 'التاريخ (الدوحة)',
    received_by_kind: 'استلمه',
    received_by: 'الاسم',
    orders: 'الطلبات',
    expected_qar: 'المتوقع (QAR)',
    received_qar: 'المستلم (QAR)',
    short_qar: 'العجز (QAR)',
    over_qar: 'الزيادة (QAR)',
    orders_with_difference: 'طلبات بفرق',
    refunded_qar: 'المسترد نقدًا (QAR)',
    to_hand_over_qar: 'للتسليم (QAR)',
    paid_out_beyond_received_qar: 'المدفوع فوق المستلم (QAR)',
  },
  en: {
    date_doha: 'Date (Doha)',
    received_by_kind: 'Received by',
    received_by: 'Name',
    orders: 'Orders',
    expected_qar: 'Expected (QAR)',
    received_qar: 'Received (QAR)',
    short_qar: 'Short (QAR)',
    over_qar: 'Over (QAR)',
    orders_with_difference: 'Orders with a difference',
    refunded_qar: 'Refunded in cash (QAR)',
    to_hand_over_qar: 'To hand over (QAR)',
    paid_out_beyond_received_qar: 'Paid out beyond received (QAR)',
  },
};

/** A row's kind in the CSV, in the chosen language. */
export const CASH_REPORT_KIND_LABELS: Readonly<Record<'driver' | 'staff' | 'total', Localized>> = {
  driver: { ar: 'سائق', en: 'Driver' },
  staff: { ar: 'موظف', en: 'Staff member' },
  total: { ar: 'الإجمالي', en: 'Total' },
};
