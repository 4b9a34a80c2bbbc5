// Arabic strings of the product CSV export and import, spread into ar.ts.
export const productsCsvAr = {
  'productsCsv.export': 'تصدير CSV',
  'productsCsv.exportFailed': 'تعذر تصدير المنتجات',
  'productsCsv.import': 'استيراد CSV',
  'productsCsv.checking': 'جارٍ فحص الملف…',
  'productsCsv.importFailed': 'تعذر استيراد الملف؛ لم يتغير شيء',
  'productsCsv.issuesTitle': 'في الملف أخطاء؛ صححها ثم أعد الاستيراد:',
  'productsCsv.dismiss': 'إخفاء',
  'productsCsv.row': 'الصف',
  'productsCsv.column': 'العمود',
  'productsCsv.problem': 'المشكلة',
  'productsCsv.confirmTitle': 'استيراد المنتجات',
  'productsCsv.confirmBody':
    'تم فحص الملف {file}: سيتم إنشاء {created} وتحديث {updated} منتج، ويبقى {unchanged} دون تغيير. هل تريد المتابعة؟',
  'productsCsv.apply': 'استيراد',
  'productsCsv.imported': 'تم الاستيراد: {created} جديد، {updated} محدث، {unchanged} دون تغيير',
} as const;
