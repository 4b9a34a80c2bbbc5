import {
  DEFAULT_RETURN_POLICY,
  DELIVERY_DAYS,
  FREE_SHIPPING_ABOVE,
  WARRANTY_YEARS,
  type ReturnPolicy,
  formatMoney,
  formatNumber,
  type Locale,
} from '@matjar/core';
import { t } from '../../i18n/t.js';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/**
 * The FAQ of storefront §9 with every number taken from core's constants, and the return and exchange windows
 * from the shop's settings (decision 048).
 */
export function supportFaq(locale: Locale, policy: ReturnPolicy = DEFAULT_RETURN_POLICY): FaqEntry[] {
  const n = (value: number) => formatNumber(value, locale);
  return [
    {
      id: 'delivery',
      question: t(locale, 'support.faq.delivery.q'),
      answer: t(locale, 'support.faq.delivery.a', {
        dohaMin: n(DELIVERY_DAYS.doha.min),
        dohaMax: n(DELIVERY_DAYS.doha.max),
        otherMin: n(DELIVERY_DAYS.restOfQatar.min),
        otherMax: n(DELIVERY_DAYS.restOfQatar.max),
        amount: formatMoney(FREE_SHIPPING_ABOVE, locale),
      }),
    },
    {
      id: 'returns',
      question: t(locale, 'support.faq.returns.q'),
      answer: t(locale, 'support.faq.returns.a', { days: policy.return_days }),
    },
    {
      id: 'exchange',
      question: t(locale, 'support.faq.exchange.q'),
      answer: t(locale, 'support.faq.exchange.a', { days: policy.exchange_days }),
    },
    {
      id: 'warranty',
      question: t(locale, 'support.faq.warranty.q'),
      answer: t(locale, 'support.faq.warranty.a', { years: WARRANTY_YEARS }),
    },
    {
      id: 'payment',
      question: t(locale, 'support.faq.payment.q'),
      answer: t(locale, 'support.faq.payment.a'),
    },
  ];
}
