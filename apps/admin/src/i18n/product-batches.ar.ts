// Arabic strings of the variant grid, the stock-change preview and the product list's bulk actions (issue
// 25), spread into ar.ts.
export const productBatchesAr = {
  'productBatches.grid.hint':
    'تنقّل بين الخانات بمفاتيح الأسهم و \u2068Tab\u2069 و \u2068Enter\u2069؛ الصق عمودًا من جدول بيانات ليملأ الخانات نزولًا.',
  'productBatches.grid.selectAll': 'تحديد كل الأنواع',
  'productBatches.grid.select': 'تحديد {name}',
  'productBatches.grid.priceOf': 'سعر {name}',
  'productBatches.grid.stockOf': 'مخزون {name}',
  'productBatches.grid.skuOf': 'رمز SKU لـ {name}',
  'productBatches.grid.invalid': 'قيمة غير صحيحة',
  'productBatches.grid.priceInvalid': 'أدخل سعرًا بالريال، مثل 1299.50',
  'productBatches.grid.stockInvalid': 'أدخل عددًا صحيحًا: صفرًا أو أكثر',
  'productBatches.grid.skuInvalid': 'قيمة غير صحيحة',
  'productBatches.grid.selected':
    '{count, plural, zero {لم يُحدَّد نوع} one {نوع واحد محدد} two {نوعان محددان} few {# أنواع محددة} many {# نوعًا محددًا} other {# نوع محدد}}',
  'productBatches.grid.setField': 'تعيين',
  'productBatches.grid.value': 'القيمة للأنواع المحددة',
  'productBatches.grid.apply': 'تطبيق',
  'productBatches.grid.pasteRejected': 'تُركت {count} خانة ملصوقة كما هي لأن قيمها غير صحيحة.',
  'productBatches.grid.changed':
    '{count, plural, one {تغيّر نوع واحد} two {تغيّر نوعان} few {تغيّرت # أنواع} many {تغيّر # نوعًا} other {تغيّر # نوع}} ولم يُحفظ بعد',
  'productBatches.grid.reason': 'سبب تغيير المخزون',
  'productBatches.grid.reasonPick': 'اختر السبب',
  'productBatches.grid.save': 'حفظ الأنواع',
  'productBatches.grid.saved': 'حُفظت الأنواع',
  'productBatches.grid.saveFailed': 'تعذر حفظ الأنواع: {message}',
  'productBatches.reason.stock_count': 'جرد المخزون',
  'productBatches.reason.delivery_received': 'استلام شحنة',
  'productBatches.reason.damaged': 'تالف أو مفقود',
  'productBatches.reason.correction': 'تصحيح خطأ',
  'productBatches.drop.title': 'سيتغير المخزون',
  'productBatches.drop.total': 'ينقص المخزون {units} وحدة. هل تريد المتابعة؟',
  'productBatches.drop.own':
    'لن تُحتسب وحدات المنتج نفسه ({units}): مخزون المنتج ذي الأنواع هو مجموع مخزون أنواعه.',
  'productBatches.drop.removed': 'يُحذف {name} ومعه {units} وحدة',
  'productBatches.drop.added': 'أنواع جديدة بمخزون 0: {names}',
  'productBatches.drop.kept': 'تحتفظ الأنواع المطابقة بمخزونها.',
  'productBatches.drop.confirm': 'متابعة',
  'productBatches.bulk.selectAll': 'تحديد كل منتجات هذه الصفحة',
  'productBatches.bulk.select': 'تحديد {name}',
  'productBatches.bulk.selected':
    '{count, plural, one {منتج واحد محدد} two {منتجان محددان} few {# منتجات محددة} many {# منتجًا محددًا} other {# منتج محدد}}',
  'productBatches.bulk.activate': 'تفعيل',
  'productBatches.bulk.deactivate': 'إيقاف',
  'productBatches.bulk.addCategory': 'إضافة إلى فئة',
  'productBatches.bulk.removeCategory': 'إزالة من فئة',
  'productBatches.bulk.category': 'الفئة',
  'productBatches.bulk.delete': 'حذف',
  'productBatches.bulk.clear': 'إلغاء التحديد',
  'productBatches.bulk.confirm.activate':
    'تفعيل {count, plural, one {منتج واحد} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}}؟',
  'productBatches.bulk.confirm.deactivate':
    'إيقاف {count, plural, one {منتج واحد} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}}؟',
  'productBatches.bulk.confirm.add_category':
    'إضافة {count, plural, one {منتج واحد} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}} إلى «{category}»؟',
  'productBatches.bulk.confirm.remove_category':
    'إزالة {count, plural, one {منتج واحد} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}} من «{category}»؟',
  'productBatches.bulk.confirm.delete':
    'حذف {count, plural, one {منتج واحد} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}} نهائيًا؟',
  'productBatches.bulk.body': 'ينطبق هذا على المنتجات المحددة كلها دفعة واحدة، ويُسجَّل في سجل النشاط.',
  'productBatches.bulk.deleteBody': 'ستُحذف المنتجات المحددة من المتجر نهائيًا. تبقى الطلبات السابقة كما هي.',
  'productBatches.bulk.done':
    'تم: {count, plural, one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'productBatches.bulk.failed': 'لم يتغير شيء: {message}',
};
