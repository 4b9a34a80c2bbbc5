// Arabic strings of the dashboard, spread into ar.ts; dashboard.en.ts must match its keys.
export const dashboardAr = {
  'dashboard.loadFailed': 'تعذّر تحميل لوحة المعلومات',
  'dashboard.ordersByStatus': 'الطلبات حسب الحالة',
  'dashboard.totalOrders': 'كل الطلبات',
  'dashboard.ordersPerDay':
    'الطلبات يوميًا (آخر {days, plural, one {يوم} two {يومين} few {# أيام} many {# يومًا} other {# يوم}})',
  'dashboard.revenuePerDay':
    'الإيرادات يوميًا (آخر {days, plural, one {يوم} two {يومين} few {# أيام} many {# يومًا} other {# يوم}})',
  'dashboard.ordersSummary':
    '{count, plural, one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}',
  'dashboard.lowStock': 'مخزون منخفض',
  'dashboard.lowStockBelow':
    'أقل من {count, plural, one {قطعة واحدة} two {قطعتين} few {# قطع} other {# قطعة}}',
  'dashboard.lowStockNone': 'كل المنتجات متوفرة بكمية كافية.',
  'dashboard.outOfStock': 'نفد المخزون',
  'dashboard.unitsLeft': 'بقي {count}',
};
