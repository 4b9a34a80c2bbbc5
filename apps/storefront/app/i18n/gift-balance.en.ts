/** English strings of the gift-card balance page, spread into en.ts. */
export const giftBalanceEn = {
  'giftBalance.meta.title': 'Check your gift card balance — Matjar',
  'giftBalance.meta.description': 'See what is left on your Matjar gift card and until when it can be spent.',
  'giftBalance.title': 'Check your gift card balance',
  'giftBalance.intro':
    'Type the whole code of your Matjar gift card (it starts with GIFT). Brand cards such as PlayStation or Apple are spent with the brand.',
  'giftBalance.code': 'Gift card code',
  'giftBalance.codeHint': 'Capital letters or small, with or without the dashes.',
  'giftBalance.submit': 'Check balance',
  'giftBalance.checking': 'Checking…',
  'giftBalance.balance': 'Balance',
  'giftBalance.validUntil': 'Valid until {date}',
  'giftBalance.expiredOn': 'Expired on {date}',
  'giftBalance.spend': 'Spend it at checkout: type the code under “Pay with a Matjar gift card”.',
  'giftBalance.another': 'Check another card',
  'giftBalance.link': 'Check your gift card balance',
} as const;
