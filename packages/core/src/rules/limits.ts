import type { Localized } from './locale.js';
import type { HeroBannerSize, LogoSize } from '../schemas/site-settings.js';

// The constants and limits of §9 of both spec documents, one name each, where code reads them (money is
// integer dirhams). This file is where the spec's numbers are written down: tests check the behaviour each one
// drives (a cap refuses one more, a default shows), not the number again. The spec's numbers no code reads are
// listed at the end with the reason.

export const CURRENCY = 'QAR';

// Sessions, cart, caches
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The cart keeps the shopper session's 24-hour validity (D10: in local storage, shared by tabs). */
export const CART_TTL_MS = SESSION_TTL_MS;
export const PENDING_PAYMENT_TTL_MS = 1_800_000;
/**
 * How long before a time limit runs out it is said, with a way to extend it where one exists (a back-office
 * session's end). Five minutes leaves time to finish a sentence, save, and answer.
 */
export const TIME_LIMIT_WARNING_MS = 5 * 60 * 1000;

// Catalogue and search
export const SEARCH_SUGGESTIONS_MAX = 5;
export const SEARCH_DEBOUNCE_MS = 300;
/** A search with fewer results than this (or with a typo corrected) offers "did you mean" names. */
export const SEARCH_FEW_RESULTS = 4;
/** Names "did you mean" offers at most. */
export const DID_YOU_MEAN_MAX = 3;
/** Best sellers a search that found nothing shows. */
export const SEARCH_BEST_SELLERS_MAX = 8;
export const LATEST_PRODUCTS = 6;
export const CATEGORY_STRIP = 6;
export const RELATED_PRODUCTS = 4;
export const LOW_STOCK_BELOW = 3;
export const VARIANT_LEFT_HINT_BELOW = 5;
export const MAX_SPECIAL_OFFERS = 8;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;
/** Longest review comment the form and the API accept (storefront §5). */
export const REVIEW_COMMENT_MAX = 2000;
/**
 * Longer comments wait for staff approval instead of showing at once. A genuine review is a few
 * sentences (the seed's and the demo shops' are under 300 characters); pasted advertising and copied text run
 * long. 600 leaves room for a detailed review (about 100 words in either language) well below the 2000 limit.
 */
export const REVIEW_AUTO_PUBLISH_MAX_CHARS = 600;

// Accounts
export const PASSWORD_MIN = 6;

// Stock held by orders nobody has paid for yet (cash on delivery, card payment still open): without caps, one
// visitor could reserve the whole stock of a product with unpaid orders. Sized for an electronics shop.
/** Units of one product (or variant) in one order. */
export const MAX_UNITS_PER_LINE = 10;
/** Units in one order, all lines together. */
export const MAX_UNITS_PER_ORDER = 20;
/** Orders still pending and unpaid for one e-mail, one phone number or one delivery address. */
export const MAX_OPEN_UNPAID_ORDERS = 3;

// Shipping and service promises
export const FREE_SHIPPING_ABOVE = 50_000;
export const SHIPPING_FEE = 2_500;
export const SHIPPING_COUNTRY = 'Qatar';
export const DELIVERY_DAYS = { doha: { min: 2, max: 3 }, restOfQatar: { min: 3, max: 5 } } as const;
/** Unopened items with the original invoice. */
export const RETURN_DAYS = 14;
/** In original condition. */
export const EXCHANGE_DAYS = 7;
export const WARRANTY_YEARS = 1;

export interface OpeningHours {
  days: Localized;
  opens: string;
  closes: string;
}
export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: { ar: 'السبت إلى الخميس', en: 'Saturday to Thursday' }, opens: '09:00', closes: '21:00' },
  { days: { ar: 'الجمعة', en: 'Friday' }, opens: '14:00', closes: '21:00' },
];

// Categories: storefront §2 fixed shortcuts
export const CATEGORY_SHORTCUTS: Readonly<Record<number, string>> = {
  1: 'phones',
  2: 'tablets',
  3: 'laptops',
  4: 'accessories',
  5: 'audio',
  6: 'cameras',
  7: 'gift-cards',
};
export const GIFT_CARD_CATEGORY_ID = 7;

// Gestures and page behaviour
export const SWIPE_THRESHOLD_PX = 50;
export const CLICK_TOLERANCE_PX = 10;
export const SCROLL_TOP_AFTER_PX = 300;
export const ADD_TO_CART_OVERLAY_MS = 1000;
export const CONTACT_SUCCESS_MS = 5000;

// Back office
export const ACTIVITY_LOG_PAGE = 100;
export const NEW_CUSTOMERS_WINDOW_DAYS = 30;
export const ALERT_SOUND_HZ = 800;
export const ALERT_SOUND_SECONDS = 0.5;
export const ALERT_REPEAT_MS = 2000;

// Branding and layout
export const DEFAULT_LOGO_SIZE: LogoSize = 'h-12';
/** Logo height class -> header height class (storefront §9). */
export const LOGO_HEADER_HEIGHT: Readonly<Record<LogoSize, string>> = {
  'h-8': 'h-14',
  'h-10': 'h-16',
  'h-12': 'h-20',
  'h-16': 'h-24',
  'h-20': 'h-28',
  'h-24': 'h-32',
};
export const LOGO_HEIGHT_PX: Readonly<Record<LogoSize, number>> = {
  'h-8': 32,
  'h-10': 40,
  'h-12': 48,
  'h-16': 64,
  'h-20': 80,
  'h-24': 96,
};
export const DEFAULT_HERO_BANNER_SIZE: HeroBannerSize = 'medium';
/** Hero banner height in px on mobile / on large screens. */
export const HERO_BANNER_HEIGHTS: Readonly<Record<HeroBannerSize, { mobile: number; large: number }>> = {
  xs: { mobile: 100, large: 150 },
  sm: { mobile: 120, large: 180 },
  medium: { mobile: 150, large: 300 },
  lg: { mobile: 200, large: 400 },
  xl: { mobile: 250, large: 500 },
};
export const DEFAULT_BANNER_HEIGHT = 300;
export const SIMPLE_BANNER_HEIGHT = 200;
export const BANNER_HEIGHTS = [150, 200, 300, 400, 500, 600] as const;
export const TITLE_FONT_SIZES = [16, 20, 24, 28, 32, 40] as const;
export const DEFAULT_TITLE_FONT_SIZE = 24;
export const TITLE_FONT_WEIGHTS = [300, 400, 500, 600, 700, 800] as const;
export const DEFAULT_TITLE_FONT_WEIGHT = 700;
export const DEFAULT_TITLE_COLOR = '#000000';
export const DEFAULT_INFO_BG = '#f9fafb';
export const DEFAULT_BANNER_COLOR = '#ffffff';
/** Banner image widths per device: mobile up to 768, tablet 768–1024, desktop above 1024. */
export const RESPONSIVE_BANNER_WIDTHS = { mobile: 768, tablet: 1024, desktop: 1920 } as const;
/** Advice shown beside uploads (not enforced by the spec; the media module enforces its own bounds). */
export const IMAGE_GUIDANCE = {
  main: { width: 800, height: 800 },
  min: { width: 500, height: 500 },
  max: { width: 2000, height: 2000 },
  formats: ['jpg', 'png', 'webp'],
  iconMaxBytes: 10 * 1024 * 1024,
  favicon: { width: 32, height: 32, formats: ['png', 'ico'] },
} as const;

/*
 * Numbers of §9 that no constant here carries, and why:
 * - Homepage sections cache, 5 minutes in session storage: the server caches rendered pages and catalogue
 *   answers per language and drops them when staff change them (decision 008), so the browser keeps no copy.
 * - Chunk loading time-out, 120 s: a bundler setting of the old product; Vite's chunks are native dynamic
 *   imports, which have no time-out to set.
 * - Scroll restoration retries up to 600 ms: React Router restores after the page has rendered with its data,
 *   so there is nothing to retry (ui/scroll-policy.tsx in the storefront).
 * - Variant default stock 0, image display_order default 0: column defaults in @matjar/db's schema.
 * - Gift-card expiry, one year: giftCardExpiry (gift-card-code.ts).
 * - History orders preview, 5, and the date filters today / 7 days / 1 month: HISTORY_PREVIEW and
 *   ORDER_PERIODS beside the back office's order schemas (schemas/admin/orders.ts).
 * - Default header colour, white: the storefront header's own class; staff choose the banner colour only.
 */

/** A password reset link works for an hour after it is asked for (decision 037). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/**
 * How long the e-mailed link that joins a guest's orders to a new account works (decision 043): long enough
 * for a shopper who signs up in the evening to find the e-mail the next day.
 */
export const GUEST_ORDERS_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** Delivery addresses one customer account may keep (decision 037). */
export const SAVED_ADDRESSES_MAX = 10;

/** The shortest and longest serial number kept (decision 049): makers' serials run 8–20 characters, an IMEI 15. */
export const SERIAL_MIN = 4;
export const SERIAL_MAX = 40;
