/** Sold-out options, "notify me" and its unsubscribe page, the add-to-cart announcement. */
export const restockEn = {
  'restock.soldOut': 'Sold out',
  'restock.card.soldOutNamed': 'Sold out: {name}',
  'restock.notify.title': 'Notify me when available',
  'restock.notify.text': 'Leave your e-mail and we will write once when it is back in stock.',
  'restock.notify.email': 'E-mail',
  'restock.notify.submit': 'Notify me',
  'restock.notify.sending': 'Saving…',
  'restock.notify.done': 'Done. We will e-mail {email} once when it is back in stock.',
  'restock.unsubscribe.meta.title': 'Restock e-mail',
  'restock.unsubscribe.title': 'Stop the restock e-mail',
  'restock.unsubscribe.text': 'You asked to be told when {product} is back in stock. Stop that e-mail?',
  'restock.unsubscribe.confirm': 'Unsubscribe',
  'restock.unsubscribe.done': 'You are unsubscribed: we will not e-mail you about {product}.',
  'restock.unsubscribe.invalid': 'This unsubscribe link is not valid. Copy the whole link from the e-mail.',
  'restock.unsubscribe.home': 'Back to the shop',
  'restock.added': 'Added to the cart. {count, plural, one {# item} other {# items}} in the cart.',
} as const satisfies Record<string, string>;
