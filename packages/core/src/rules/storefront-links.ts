import { CATEGORY_SHORTCUTS } from './limits.js';
import { languageNeutralPath, type Localized } from './locale.js';

/**
 * Where a banner may lead on the storefront: staff pick a product, a category or one of these pages
 * instead of typing a path, and the server checks on save that a stored path still points somewhere.
 */
export const STOREFRONT_PAGES: readonly { path: string; label: Localized }[] = [
  { path: '/', label: { ar: 'الصفحة الرئيسية', en: 'Home page' } },
  { path: '/products', label: { ar: 'كل المنتجات', en: 'All products' } },
  { path: '/categories', label: { ar: 'كل الفئات', en: 'All categories' } },
  { path: '/brands', label: { ar: 'العلامات التجارية', en: 'Brands' } },
  { path: '/gift-cards', label: { ar: 'بطاقات الهدايا', en: 'Gift cards' } },
  { path: '/phones', label: { ar: 'الهواتف', en: 'Phones' } },
  { path: '/tablets', label: { ar: 'الأجهزة اللوحية', en: 'Tablets' } },
  { path: '/laptops', label: { ar: 'الحواسيب المحمولة', en: 'Laptops' } },
  { path: '/accessories', label: { ar: 'الإكسسوارات', en: 'Accessories' } },
  { path: '/audio', label: { ar: 'الصوتيات', en: 'Audio' } },
  { path: '/cameras', label: { ar: 'الكاميرات', en: 'Cameras' } },
  { path: '/support', label: { ar: 'الدعم', en: 'Support' } },
  { path: '/contact', label: { ar: 'تواصل معنا', en: 'Contact us' } },
  { path: '/wishlist', label: { ar: 'المفضلة', en: 'Wishlist' } },
  { path: '/search', label: { ar: 'البحث', en: 'Search' } },
];

export type StorefrontLinkTarget =
  | { kind: 'none' }
  | { kind: 'external' }
  | { kind: 'page'; path: string }
  | { kind: 'product'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'section'; id: string }
  | { kind: 'unknown' };

const WHOLE_ID = /^[1-9]\d{0,9}$/;

/** What a stored banner link points at: a page, a product or category by id, or nothing the shop has. */
export function storefrontLinkTarget(link: string | null | undefined): StorefrontLinkTarget {
  const text = (link ?? '').trim();
  if (text === '') return { kind: 'none' };
  if (text.startsWith('https://')) return { kind: 'external' };
  if (!text.startsWith('/')) return { kind: 'unknown' };
  // The page itself: no query or fragment, no trailing slash, the English prefix dropped (same page in English).
  const path = languageNeutralPath(text.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/');
  if (STOREFRONT_PAGES.some((page) => page.path === path)) return { kind: 'page', path };
  const [, first, second, extra] = path.split('/');
  if (extra === undefined && second !== undefined) {
    if (first === 'product' && WHOLE_ID.test(second)) return { kind: 'product', id: Number(second) };
    if (first === 'category' && WHOLE_ID.test(second)) return { kind: 'category', id: Number(second) };
    if (first === 'section' && second !== '') return { kind: 'section', id: second };
  }
  return { kind: 'unknown' };
}

export const productLink = (id: number) => `/product/${id}`;
/**
 * A category's one address: its fixed shortcut (/phones … /gift-cards) when it has one, else /category/{id}.
 * /category/{id} of a shortcut category answers a 301, so links, breadcrumbs and the sitemap name the shortcut.
 */
export function categoryLink(id: number): string {
  const shortcut = CATEGORY_SHORTCUTS[id];
  return shortcut ? `/${shortcut}` : `/category/${id}`;
}
