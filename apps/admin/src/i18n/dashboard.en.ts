import type { dashboardAr } from './dashboard.ar.js';

// English strings of the dashboard, spread into en.ts.
export const dashboardEn: Record<keyof typeof dashboardAr, string> = {
  'dashboard.loadFailed': 'The dashboard could not be loaded',
  'dashboard.today': 'Today, {date}',
  'dashboard.asOf':
    'From midnight to {time} Doha time, compared with the same hours yesterday and last {weekday}.',
  'dashboard.ordersToday': 'Orders today',
  'dashboard.revenueToday': 'Revenue today',
  'dashboard.vsYesterday': 'Yesterday by this time',
  'dashboard.vsLastWeek': 'Last {weekday} by this time',
  'dashboard.revenueRule':
    'Revenue: paid card orders and cash received on delivery, on the day the money came in, less refunds on the day the money went back. Unpaid card orders and canceled orders never count; archived orders do.',
  'dashboard.toActOn': 'To act on',
  'dashboard.toConfirm': 'Awaiting confirmation',
  'dashboard.toShip': 'To ship',
  'dashboard.awaitingPayment': 'Card attempts awaiting payment (not orders yet)',
  'dashboard.ordersRule':
    'Orders: cash orders and card orders once paid. A card attempt awaiting payment is listed apart; a declined one is not an order.',
  'dashboard.paymentOverdue':
    'Card payment pending for over {minutes, plural, one {# minute} other {# minutes}}',
  'dashboard.unreadMessages': 'Unread messages',
  'dashboard.pendingReviews': 'Reviews awaiting moderation',
  'dashboard.cash': 'Cash on delivery',
  'dashboard.cashReceivedToday': 'Received today',
  'dashboard.cashToCollect': 'To collect (out for delivery)',
  'dashboard.cashNotRecorded': 'Delivered, cash not recorded',
  'dashboard.ordersPerDay': 'Orders per day (last {days, plural, one {day} other {# days}})',
  'dashboard.revenuePerDay': 'Revenue per day (last {days, plural, one {day} other {# days}})',
  'dashboard.ordersSummary': '{count, plural, one {# order} other {# orders}}',
  'dashboard.lowStock': 'Low stock',
  'dashboard.lowStockBelow': 'Below {count, plural, one {# unit} other {# units}}',
  'dashboard.lowStockNone': 'Every product has enough stock.',
  'dashboard.lowStockMore': '{count, plural, one {# more product} other {# more products}} low on stock',
  'dashboard.lowVariants': '{count, plural, one {# variant low} other {# variants low}}',
  'dashboard.outOfStock': 'Out of stock',
  'dashboard.unitsLeft': '{count} left',
  'dashboard.lowGiftCodes': 'Gift-card codes running low',
  'dashboard.lowGiftCodesLoad': 'Load codes',
  'dashboard.codesLeft': '{count} codes left',
};
