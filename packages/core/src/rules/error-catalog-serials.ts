import { SERIAL_MAX, SERIAL_MIN } from './limits.js';

/**
 * The refusals of serial numbers (decision 049), kept beside the rules they answer for and spread into the one
 * catalogue (error-catalog.ts), which is what every caller reads.
 */
export const SERIAL_ERRORS = {
  SERIAL_INVALID: {
    status: 400,
    en: `A serial number is ${SERIAL_MIN}–${SERIAL_MAX} Latin letters and digits (spaces and hyphens are ignored)`,
    ar: `الرقم التسلسلي من ${SERIAL_MIN} إلى ${SERIAL_MAX} حرفًا لاتينيًا ورقمًا (تُهمل المسافات والشرطات)`,
  },
  SERIAL_IMEI_INVALID: {
    status: 400,
    en: 'These 15 digits are not a valid IMEI: the last (check) digit does not match. Scan or type it again',
    ar: 'هذه الأرقام الخمسة عشر ليست رقم IMEI صحيحًا: رقم التحقق الأخير لا يطابق. امسحه أو اكتبه من جديد',
  },
  SERIAL_ALREADY_SOLD: {
    status: 409,
    en: 'This serial number is already recorded on order {number} and has not come back; check the unit',
    ar: 'هذا الرقم التسلسلي مسجَّل على الطلب {number} ولم يُرجَع؛ تحقّق من القطعة',
  },
  SERIAL_LINE_NOT_FOUND: {
    status: 404,
    en: 'This item is not on the order',
    ar: 'هذا المنتج ليس ضمن الطلب',
  },
  SERIAL_NOT_TRACKED: {
    status: 409,
    en: "This product is not marked as serialised, so its units' serial numbers are not recorded",
    ar: 'هذا المنتج غير محدد كمنتج بأرقام تسلسلية، فلا تُسجَّل الأرقام التسلسلية لقطعه',
  },
  SERIAL_LINE_COMPLETE: {
    status: 409,
    en: 'Every unit of this item already has its serial number; remove a wrong one first',
    ar: 'لكل قطعة من هذا المنتج رقمها التسلسلي؛ احذف الرقم الخاطئ أولًا',
  },
  SERIAL_ORDER_CLOSED: {
    status: 409,
    en: 'Serial numbers are recorded and corrected while the order is being packed (new or confirmed), not once it has left',
    ar: 'تُسجَّل الأرقام التسلسلية وتُصحَّح أثناء تجهيز الطلب (جديد أو مؤكد)، لا بعد خروجه',
  },
  SERIAL_ORDER_UNPAID: {
    status: 409,
    en: 'This card order is not paid, so it is not packed yet',
    ar: 'طلب البطاقة هذا غير مدفوع، فلا يُجهَّز بعد',
  },
  SERIAL_NOT_FOUND: {
    status: 404,
    en: 'This serial number is not recorded on the order',
    ar: 'هذا الرقم التسلسلي غير مسجَّل على الطلب',
  },
  SERIAL_ALREADY_RETURNED: {
    status: 409,
    en: 'This unit was already recorded as returned',
    ar: 'سُجِّلت هذه القطعة مرتجعة من قبل',
  },
  // A return of single items names the units that came back (decision 049): one serial per unit, each one this
  // order sold on that line and still out with the shopper.
  RETURN_SERIALS_REQUIRED: {
    status: 400,
    en: '{product} went out with serial numbers: choose the serial number (IMEI) of each unit coming back',
    ar: 'خرج {product} بأرقام تسلسلية: اختر الرقم التسلسلي (IMEI) لكل قطعة مُرجعة',
  },
  RETURN_SERIALS_COUNT: {
    status: 400,
    en: '{quantity, plural, one {# unit} other {# units}} of {product} coming back, so name as many serial numbers; {given} named',
    ar: 'يُرجع من {product} {quantity, plural, zero {لا قطع} one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}، فاذكر العدد نفسه من الأرقام التسلسلية؛ ذكرت {given}',
  },
  RETURN_SERIAL_DUPLICATE: {
    status: 400,
    en: 'The serial number {serial} is named twice; each unit comes back once',
    ar: 'ذُكر الرقم التسلسلي {serial} مرتين؛ كل قطعة تُرجع مرة واحدة',
  },
  RETURN_SERIALS_NOT_RECORDED: {
    status: 400,
    en: '{product} went out without serial numbers recorded, so none can be named for it',
    ar: 'خرج {product} دون تسجيل أرقام تسلسلية، فلا يُذكر له رقم',
  },
  RETURN_SERIAL_NOT_SOLD: {
    status: 409,
    en: 'The serial number {serial} was not sold on this order as {product}; check the unit',
    ar: 'الرقم التسلسلي {serial} لم يُبع في هذا الطلب ضمن {product}؛ تحقّق من القطعة',
  },
  RETURN_SERIAL_ALREADY_RETURNED: {
    status: 409,
    en: 'The unit with serial number {serial} has already come back',
    ar: 'القطعة ذات الرقم التسلسلي {serial} أُرجعت من قبل',
  },
  ORDER_SERIALS_MISSING: {
    status: 409,
    en: 'Record the serial number (or IMEI) of every unit before the order leaves: {missing, plural, one {# unit is} other {# units are}} still without one',
    ar: 'سجّل الرقم التسلسلي (أو IMEI) لكل قطعة قبل خروج الطلب: {missing, plural, zero {لا قطع} one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}} دون رقم بعد',
  },
} as const;
