import type { formsTrustEn } from './forms-trust.en.js';

/** النماذج التي تذكر كل أخطائها معًا، وهوية المتجر في صفحاته. */
export const formsTrustAr: Record<keyof typeof formsTrustEn, string> = {
  'form.errorSummary':
    '{count, plural, one {حقل واحد يحتاج إلى تصحيح:} two {حقلان يحتاجان إلى تصحيح:} few {# حقول تحتاج إلى تصحيح:} many {# حقلًا تحتاج إلى تصحيح:} other {# حقل تحتاج إلى تصحيح:}}',
  'shop.commercialRegistration': 'السجل التجاري رقم {number}',
};
