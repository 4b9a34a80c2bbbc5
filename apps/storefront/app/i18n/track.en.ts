/** The order-tracking page's strings; keys shared with track.ar.ts. */
export const trackEn = {
  'track.meta.title': 'Track your order',
  'track.meta.description': 'Find your order with its number and the e-mail or phone you used.',
  'track.title': 'Track your order',
  'track.intro':
    'Enter the order number from your confirmation e-mail and the e-mail or phone you ordered with.',
  'track.orderNumber': 'Order number',
  'track.orderNumberHint': 'For example #1001',
  'track.contact': 'E-mail or phone',
  'track.submit': 'Find my order',
  'track.searching': 'Looking for your order…',
  'track.status': 'Status',
  'track.placedOn': 'Placed on',
  'track.total': 'Total',
  'track.payment': 'Payment',
  'track.history': 'Order history',
  'track.another': 'Track another order',
  'track.linkFailed':
    'This tracking link does not work. Enter your order number and e-mail or phone instead.',
} as const satisfies Record<string, string>;
