/** Forms that say every problem at once, and the shop's identity on its pages. */
export const formsTrustEn = {
  'form.errorSummary': '{count, plural, one {One field needs a fix:} other {# fields need a fix:}}',
  'shop.commercialRegistration': 'Commercial registration no. {number}',
} as const;
