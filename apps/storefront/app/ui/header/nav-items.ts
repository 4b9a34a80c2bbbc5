import type { MessageKey } from '../../i18n/t.js';

/** Header and footer navigation (storefront §2), as language-neutral paths. */
export const NAV_ITEMS: readonly { path: string; label: MessageKey }[] = [
  { path: '/', label: 'nav.home' },
  { path: '/products', label: 'nav.products' },
  { path: '/categories', label: 'nav.categories' },
  { path: '/brands', label: 'nav.brands' },
  { path: '/gift-cards', label: 'nav.giftCards' },
  { path: '/contact', label: 'nav.contact' },
  { path: '/support', label: 'nav.support' },
];
