// Strings of serial numbers (decision 049): the product editor's switch, the order page's packing field and the
// printed sheets (print.* labels are printed in both languages side by side), spread into ar.ts.
export const serialsAr = {
  'products.section.packing': 'التجهيز',
  'products.field.isSerialized': 'تسجيل الرقم التسلسلي لكل قطعة (IMEI)',
  'products.field.isSerializedHint':
    'يسجّل الموظفون الرقم التسلسلي أو IMEI لكل قطعة عند تجهيز الطلب، ولا يُشحن الطلب قبل تسجيلها كلها.',
  'serials.title': 'الأرقام التسلسلية',
  'serials.progress': '{recorded} من {quantity} مسجَّلة',
  'serials.field': 'الرقم التسلسلي أو IMEI للقطعة {unit}',
  'serials.fieldHint': 'امسح الرمز الشريطي أو اكتب الرقم ثم اضغط \u2068Enter\u2069.',
  'serials.record': 'تسجيل',
  'serials.recorded': 'سُجِّل الرقم التسلسلي {serial}',
  'serials.remove': 'حذف',
  'serials.removeNamed': 'حذف الرقم التسلسلي {serial}',
  'serials.removed': 'حُذف الرقم التسلسلي {serial}',
  'serials.matchOut': 'الرقم التسلسلي {serial}: مُباع، لدى المتسوّق',
  'serials.matchReturned': 'الرقم التسلسلي {serial}: أُرجع',
  'serials.returned': 'أُرجعت',
  'serials.complete': 'لكل قطعة رقمها التسلسلي.',
  'serials.missingNotice':
    'سجّل الرقم التسلسلي لكل قطعة قبل الشحن: {missing, plural, one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}} دون رقم بعد.',
  'serials.recordedBy': 'سجّله {name}',
  'print.serials': 'الأرقام التسلسلية',
} as const;
