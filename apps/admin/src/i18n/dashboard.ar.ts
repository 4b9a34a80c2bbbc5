// Arabic strings of the dashboard, spread into ar.ts; dashboard.en.ts must match its keys.
export const dashboardAr = {
  'dashboard.loadFailed': 'تعذّر تحميل لوحة المعلومات',
  'dashboard.today': 'اليوم، {date}',
  'dashboard.asOf':
    'من منتصف الليل حتى {time} بتوقيت الدوحة، مقارنةً بالساعات نفسها من أمس ومن يوم {weekday} الماضي.',
  'dashboard.ordersToday': 'طلبات اليوم',
  'dashboard.revenueToday': 'إيرادات اليوم',
  'dashboard.vsYesterday': 'أمس حتى هذه الساعة',
  'dashboard.vsLastWeek': '{weekday} الماضي حتى هذه الساعة',
  'dashboard.revenueRule':
    'الإيرادات: طلبات البطاقة المدفوعة والنقد المستلم عند التوصيل، في يوم وصول المال، ناقص الاسترداد في يوم إعادة المال. لا يُحتسب طلب بطاقة لم يُدفع ولا طلب ملغي، ويُحتسب الطلب المؤرشف.',
  'dashboard.toActOn': 'بانتظار إجراء',
  'dashboard.toConfirm': 'بانتظار التأكيد',
  'dashboard.toShip': 'جاهزة للشحن',
  'dashboard.awaitingPayment': 'محاولات بطاقة بانتظار الدفع (ليست طلبات بعد)',
  'dashboard.ordersRule':
    'الطلبات: طلبات الدفع عند الاستلام وطلبات البطاقة بعد دفعها. محاولة البطاقة التي تنتظر الدفع تُعرض وحدها، والمرفوضة ليست طلبًا.',
  'dashboard.paymentOverdue':
    'دفع بالبطاقة معلّق منذ أكثر من {minutes, plural, one {دقيقة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'dashboard.unreadMessages': 'رسائل غير مقروءة',
  'dashboard.pendingReviews': 'تقييمات بانتظار المراجعة',
  'dashboard.cash': 'الدفع عند الاستلام',
  'dashboard.cashReceivedToday': 'استُلم اليوم',
  'dashboard.cashToCollect': 'للتحصيل (قيد التوصيل)',
  'dashboard.cashNotRecorded': 'سُلّمت ولم يُسجَّل استلام نقدها',
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
  'dashboard.lowStockMore':
    '{count, plural, one {منتج آخر} two {منتجان آخران} few {# منتجات أخرى} many {# منتجًا آخر} other {# منتج آخر}} بمخزون منخفض',
  'dashboard.lowVariants':
    '{count, plural, one {خيار واحد منخفض} two {خياران منخفضان} few {# خيارات منخفضة} many {# خيارًا منخفضًا} other {# خيار منخفض}}',
  'dashboard.outOfStock': 'نفد المخزون',
  'dashboard.unitsLeft': 'بقي {count}',
  'dashboard.lowGiftCodes': 'رموز بطاقات الهدايا توشك على النفاد',
  'dashboard.lowGiftCodesLoad': 'تحميل رموز',
  'dashboard.codesLeft': 'بقي {count} رمز',
};
