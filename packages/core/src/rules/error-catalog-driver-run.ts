/**
 * The refusals of the driver's run page (decision 053), kept beside its rules and spread into the one
 * catalogue (error-catalog.ts), which is what every caller reads.
 */
export const DRIVER_RUN_ERRORS = {
  DRIVER_LINK_INVALID: {
    status: 401,
    en: 'This delivery link no longer works; ask the shop for a new one',
    ar: 'رابط التوصيل هذا لم يعد يعمل؛ اطلب رابطًا جديدًا من المتجر',
  },
  DRIVER_STOP_NOT_FOUND: {
    status: 404,
    en: 'This order is not on your run',
    ar: 'هذا الطلب ليس ضمن جولتك',
  },
  DRIVER_STOP_DONE: {
    status: 409,
    en: 'This order is already delivered',
    ar: 'هذا الطلب سُلِّم بالفعل',
  },
  DRIVER_TAP_KEY_INVALID: {
    status: 400,
    en: 'This tap could not be read; tap again',
    ar: 'تعذّرت قراءة هذه النقرة؛ انقر مجددًا',
  },
  DRIVER_TAP_KEY_REUSED: {
    status: 409,
    en: 'This tap was already sent for another action',
    ar: 'أُرسلت هذه النقرة من قبل لإجراء آخر',
  },
  DRIVER_CASH_AMOUNT_REQUIRED: {
    status: 400,
    en: 'Enter the cash you collected',
    ar: 'أدخل المبلغ النقدي الذي استلمته',
  },
  DRIVER_NOT_CASH_ORDER: {
    status: 409,
    en: 'This order was paid by card: there is no cash to collect',
    ar: 'هذا الطلب مدفوع بالبطاقة: لا يوجد مبلغ نقدي لتحصيله',
  },
  DRIVER_FAILURE_REASON_REQUIRED: {
    status: 400,
    en: 'Choose why the order could not be delivered',
    ar: 'اختر سبب تعذّر التسليم',
  },
} as const;
