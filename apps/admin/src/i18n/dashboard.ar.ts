// Arabic strings of the dashboard, spread into ar.ts; dashboard.en.ts must match its keys.
export const dashboardAr = {
  'dashboard.loadFailed': 'تعذّر تحميل لوحة المعلومات',
  'dashboard.ordersByStatus': 'الطلبات حسب الحالة',
  'dashboard.totalOrders': 'كل الطلبات',
  'dashboard.ordersPerDay': 'الطلبات يوميًا (آخر {days} يومًا)',
  'dashboard.revenuePerDay': 'الإيرادات يوميًا (آخر {days} يومًا)',
  'dashboard.ordersSummary': '{count} طلب',
  'dashboard.lowStock': 'مخزون منخفض',
  'dashboard.lowStockBelow': 'أقل من {count} قطع',
  'dashboard.lowStockNone': 'كل المنتجات متوفرة بكمية كافية.',
  'dashboard.outOfStock': 'نفد المخزون',
  'dashboard.unitsLeft': 'بقي {count}',
};
