import type { dashboardAr } from './dashboard.ar.js';

// English strings of the dashboard, spread into en.ts.
export const dashboardEn: Record<keyof typeof dashboardAr, string> = {
  'dashboard.loadFailed': 'The dashboard could not be loaded',
  'dashboard.ordersByStatus': 'Orders by status',
  'dashboard.totalOrders': 'All orders',
  'dashboard.ordersPerDay': 'Orders per day (last {days, plural, one {day} other {# days}})',
  'dashboard.revenuePerDay': 'Revenue per day (last {days, plural, one {day} other {# days}})',
  'dashboard.ordersSummary': '{count, plural, one {# order} other {# orders}}',
  'dashboard.lowStock': 'Low stock',
  'dashboard.lowStockBelow': 'Below {count, plural, one {# unit} other {# units}}',
  'dashboard.lowStockNone': 'Every product has enough stock.',
  'dashboard.outOfStock': 'Out of stock',
  'dashboard.unitsLeft': '{count} left',
};
