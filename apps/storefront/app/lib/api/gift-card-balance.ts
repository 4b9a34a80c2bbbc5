import type { Locale } from '@matjar/core';
import { apiPost } from './api-client.js';

/**
 * POST /api/store/gift-cards/balance: the shop gift card's balance and expiry (decision 046). The code goes in
 * the body, never the address; misses are limited per client, so a wrong code answers in the page's language.
 */
export const checkGiftCardBalance = (locale: Locale, code: string) =>
  apiPost('/api/store/gift-cards/balance', { code }, 'StoreGiftCardBalanceResponse', {
    locale,
    cache: 'no-store',
  });
