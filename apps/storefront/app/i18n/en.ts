/** English UI strings. Keys are shared with ar.ts; app/i18n/catalogue.test.ts keeps the two in step. */
export const en = {
  'brand.name': 'Matjar | متجر',
  'brand.short': 'Matjar',
  'shop.promise': 'Fast delivery in Qatar with manufacturer warranty',
  'a11y.skipToContent': 'Skip to content',

  'nav.main': 'Main navigation',
  'nav.home': 'Home',
  'nav.products': 'Products',
  'nav.categories': 'Categories',
  'nav.brands': 'Brands',
  'nav.giftCards': 'Gift cards',
  'nav.contact': 'Contact',
  'nav.support': 'Support',

  'search.label': 'Search products',
  'search.placeholder': 'Search phones, laptops, gift cards…',
  'search.submit': 'Search',

  'header.cart': 'Cart',
  'header.wishlist': 'Wishlist',
  'header.login': 'Sign in',
  'header.menuOpen': 'Open menu',
  'header.menuClose': 'Close menu',
  'header.itemCount': '{label}: {count} items',
  'language.switch': 'اعرض هذه الصفحة بالعربية',
  'language.current': 'English',

  'footer.about': 'Phones, laptops, audio, cameras and digital gift cards, delivered across Qatar.',
  'footer.quickLinks': 'Quick links',
  'footer.contactUs': 'Contact us',
  'footer.followUs': 'Follow us',
  'footer.email': 'Email',
  'footer.location': 'Location',
  'footer.copyright': '© 2024 Matjar. All rights reserved.',
  'social.whatsapp': 'WhatsApp',
  'social.facebook': 'Facebook',
  'social.instagram': 'Instagram',
  'whatsapp.chat': 'Chat with us on WhatsApp',
  'scrollTop.label': 'Back to top',

  'home.meta.title': 'Matjar — Electronics and gift cards in Qatar',
  'home.meta.description':
    'Shop phones, tablets, laptops, audio, cameras and digital gift cards in Doha with fast delivery across Qatar and manufacturer warranty.',
  'home.hero.eyebrow': 'Electronics store in Doha',
  'home.hero.title': 'The latest devices, delivered fast across Qatar',
  'home.hero.text':
    'Genuine products with manufacturer warranty, cash on delivery or card, and gift-card codes e-mailed right after payment.',
  'home.hero.shop': 'Shop all products',
  'home.hero.giftCards': 'Browse gift cards',
  'home.categories.title': 'Shop by category',
  'home.categories.all': 'All categories',

  'category.phones': 'Phones',
  'category.tablets': 'Tablets',
  'category.laptops': 'Laptops',
  'category.accessories': 'Accessories',
  'category.audio': 'Audio',
  'category.cameras': 'Cameras',
  'category.giftCards': 'Gift cards',

  'trust.delivery.title': 'Fast delivery',
  'trust.delivery.text': '2–3 working days in Doha, 3–5 elsewhere in Qatar',
  'trust.warranty.title': 'Manufacturer warranty',
  'trust.warranty.text': 'Genuine products, usually with a one-year warranty',
  'trust.shipping.title': 'Free shipping',
  'trust.shipping.text': 'On orders over {amount}',
  'trust.payment.title': 'Pay your way',
  'trust.payment.text': 'Cash on delivery or card payment',

  'notFound.meta.title': 'Page not found — Matjar',
  'notFound.meta.description': 'The page you asked for does not exist at Matjar.',
  'notFound.code': 'Error 404',
  'notFound.title': 'We could not find this page',
  'notFound.text': 'The link may be broken or the page may have moved. Let us take you back to the shop.',
  'notFound.home': 'Back to the home page',

  'error.meta.title': 'Something went wrong — Matjar',
  'error.title': 'Something went wrong',
  'error.text': 'Please try again in a moment.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
