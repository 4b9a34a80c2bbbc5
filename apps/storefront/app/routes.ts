import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Every page is mounted twice: Arabic at the root path and English under /en, the same module with two ids.
 * Explicit prefixes (rather than an optional `:lang?` segment) keep '/phones' from ever reading as a language.
 * Each language's pages sit in a layout that loads that language's messages (i18n/t.ts).
 */
function localized(path: string, file: string, id: string): { ar: RouteConfigEntry; en: RouteConfigEntry } {
  return { ar: route(path, file, { id }), en: route(`en/${path}`, file, { id: `${id}-en` }) };
}

const pages = [
  { ar: index('routes/home.tsx', { id: 'home' }), en: route('en', 'routes/home.tsx', { id: 'home-en' }) },
  localized('products', 'routes/products.tsx', 'products'),
  localized('brands', 'routes/brands.tsx', 'brands'),
  localized('brand/:slug', 'routes/brand.tsx', 'brand'),
  localized('categories', 'routes/categories.tsx', 'categories'),
  localized('category/:id', 'routes/category.tsx', 'category'),
  // The fixed category shortcuts of storefront §2 (category 7's /gift-cards is the gift-card shop, D16).
  ...['phones', 'tablets', 'laptops', 'accessories', 'audio', 'cameras'].map((slug) =>
    localized(slug, 'routes/category.tsx', `category-${slug}`),
  ),
  localized('section/:id', 'routes/section.tsx', 'section'),
  localized('gift-cards', 'routes/gift-cards.tsx', 'gift-cards'),
  localized('gift-cards/balance', 'routes/gift-card-balance.tsx', 'gift-card-balance'),
  localized('support', 'routes/support.tsx', 'support'),
  localized('contact', 'routes/contact.tsx', 'contact'),
  localized('login', 'routes/login.tsx', 'login'),
  localized('account', 'routes/account.tsx', 'account'),
  localized('account/forgot', 'routes/account-forgot.tsx', 'account-forgot'),
  localized('account/reset', 'routes/account-reset.tsx', 'account-reset'),
  localized('account/join-orders', 'routes/account-join-orders.tsx', 'account-join-orders'),
  localized('checkout/payment', 'routes/checkout-payment.tsx', 'checkout-payment'),
  localized('checkout/success', 'routes/checkout-success.tsx', 'checkout-success'),
  localized('checkout/failed', 'routes/checkout-failed.tsx', 'checkout-failed'),
  localized('checkout/cancelled', 'routes/checkout-cancelled.tsx', 'checkout-cancelled'),
  localized('cart', 'routes/cart.tsx', 'cart'),
  localized('track', 'routes/track.tsx', 'track'),
  localized('driver', 'routes/driver.tsx', 'driver'),
  localized('gift-codes', 'routes/gift-codes.tsx', 'gift-codes'),
  localized('restock/unsubscribe', 'routes/restock-unsubscribe.tsx', 'restock-unsubscribe'),
  localized('wishlist', 'routes/wishlist.tsx', 'wishlist'),
  localized('product/:id', 'routes/product.tsx', 'product'),
  localized('search', 'routes/search.tsx', 'search'),
  localized('pages/:slug', 'routes/trust-page.tsx', 'trust-page'),
  localized('*', 'routes/not-found.tsx', 'not-found'),
];

export default [
  layout(
    'routes/arabic-layout.tsx',
    { id: 'arabic' },
    pages.map((page) => page.ar),
  ),
  layout(
    'routes/english-layout.tsx',
    { id: 'english' },
    pages.map((page) => page.en),
  ),
  // Language-neutral resource routes: one sitemap index, its files listing both languages.
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('sitemaps/:file', 'routes/sitemap-file.ts', { id: 'sitemap-file' }),
  // The product feeds for Google Merchant Center and Meta catalogues, one file per kind and language.
  route('feeds/:file', 'routes/feed.ts', { id: 'feed' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
] satisfies RouteConfig;
