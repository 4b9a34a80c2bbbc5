import { describe, expect, it } from 'vitest';
import * as limits from './limits.js';

// Each row: the constant and the value §9 of the spec documents gives it.
describe('limits (spec §9 of both documents)', () => {
  it.each<[keyof typeof limits, unknown]>([
    ['CURRENCY', 'QAR'],
    ['SESSION_TTL_MS', 86_400_000],
    ['CART_TTL_MS', 86_400_000],
    ['PENDING_PAYMENT_TTL_MS', 1_800_000],
    ['HOMEPAGE_CACHE_MS', 300_000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['SEARCH_SUGGESTIONS_MAX', 5],
    ['SEARCH_DEBOUNCE_MS', 300],
    ['LATEST_PRODUCTS', 6],
    ['CATEGORY_STRIP', 6],
    ['RELATED_PRODUCTS', 4],
    ['LOW_STOCK_BELOW', 3],
    ['VARIANT_LEFT_HINT_BELOW', 5],
    ['MAX_SPECIAL_OFFERS', 8],
    ['PASSWORD_MIN', 6],
    ['MAX_UNITS_PER_LINE', 10],
    ['MAX_UNITS_PER_ORDER', 20],
    ['MAX_OPEN_UNPAID_ORDERS', 3],
    ['FREE_SHIPPING_ABOVE', 50_000],
    ['SHIPPING_FEE', 2_500],
    ['DELIVERY_DAYS', { doha: { min: 2, max: 3 }, restOfQatar: { min: 3, max: 5 } }],
    ['RETURN_DAYS', 14],
    ['EXCHANGE_DAYS', 7],
    ['WARRANTY_YEARS', 1],
    ['GIFT_CARD_VALIDITY', { years: 1 }],
    ['GIFT_CARD_CATEGORY_ID', 7],
    ['SWIPE_THRESHOLD_PX', 50],
    ['CLICK_TOLERANCE_PX', 10],
    ['SCROLL_TOP_AFTER_PX', 300],
    ['SCROLL_RESTORE_RETRY_MS', 600],
    ['ADD_TO_CART_OVERLAY_MS', 1000],
    ['CONTACT_SUCCESS_MS', 5000],
    ['ACTIVITY_LOG_PAGE', 100],
    ['HISTORY_ORDERS_PREVIEW', 5],
    ['NEW_CUSTOMERS_WINDOW_DAYS', 30],
    ['ALERT_SOUND_HZ', 800],
    ['ALERT_SOUND_SECONDS', 0.5],
    ['ALERT_REPEAT_MS', 2000],
    ['DEFAULT_LOGO_SIZE', 'h-12'],
    ['DEFAULT_HERO_BANNER_SIZE', 'medium'],
    ['DEFAULT_BANNER_HEIGHT', 300],
    ['SIMPLE_BANNER_HEIGHT', 200],
    ['BANNER_HEIGHTS', [150, 200, 300, 400, 500, 600]],
    ['TITLE_FONT_SIZES', [16, 20, 24, 28, 32, 40]],
    ['DEFAULT_TITLE_FONT_SIZE', 24],
    ['TITLE_FONT_WEIGHTS', [300, 400, 500, 600, 700, 800]],
    ['DEFAULT_TITLE_FONT_WEIGHT', 700],
    ['DEFAULT_TITLE_COLOR', '#000000'],
    ['DEFAULT_INFO_BG', '#f9fafb'],
    ['DEFAULT_BANNER_COLOR', '#ffffff'],
    ['RESPONSIVE_BANNER_WIDTHS', { mobile: 768, tablet: 1024, desktop: 1920 }],
    ['RATING_MIN', 1],
    ['RATING_MAX', 5],
    ['DEFAULT_RATING', 5],
  ])('%s = %j', (name, value) => {
    expect(limits[name]).toEqual(value);
  });

  it('maps logo classes to header heights', () => {
    expect(limits.LOGO_HEADER_HEIGHT).toEqual({
      'h-8': 'h-14',
      'h-10': 'h-16',
      'h-12': 'h-20',
      'h-16': 'h-24',
      'h-20': 'h-28',
      'h-24': 'h-32',
    });
    expect(limits.LOGO_HEIGHT_PX['h-12']).toBe(48);
  });

  it('gives hero banner heights (mobile / large)', () => {
    expect(limits.HERO_BANNER_HEIGHTS).toEqual({
      xs: { mobile: 100, large: 150 },
      sm: { mobile: 120, large: 180 },
      medium: { mobile: 150, large: 300 },
      lg: { mobile: 200, large: 400 },
      xl: { mobile: 250, large: 500 },
    });
  });

  it('has the category shortcuts 1..7', () => {
    expect(Object.values(limits.CATEGORY_SHORTCUTS)).toEqual([
      'phones',
      'tablets',
      'laptops',
      'accessories',
      'audio',
      'cameras',
      'gift-cards',
    ]);
    expect(limits.CATEGORY_SHORTCUTS[limits.GIFT_CARD_CATEGORY_ID]).toBe('gift-cards');
  });

  it('has the opening hours in both languages', () => {
    expect(limits.OPENING_HOURS.map((h) => [h.days.en, h.opens, h.closes])).toEqual([
      ['Saturday to Thursday', '09:00', '21:00'],
      ['Friday', '14:00', '21:00'],
    ]);
  });

  it('gives the image guidance of back-office §9', () => {
    expect(limits.IMAGE_GUIDANCE.main).toEqual({ width: 800, height: 800 });
    expect(limits.IMAGE_GUIDANCE.min).toEqual({ width: 500, height: 500 });
    expect(limits.IMAGE_GUIDANCE.max).toEqual({ width: 2000, height: 2000 });
    expect(limits.IMAGE_GUIDANCE.iconMaxBytes).toBe(10 * 1024 * 1024);
  });
});
