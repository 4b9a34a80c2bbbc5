import { formatMoney, formatNumber, type AdminDashboardResponse } from '@matjar/core';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';

/**
 * Brand gift cards running out of codes (at or below each card's threshold), fewest first: staff buy more
 * codes before the card reads sold out. Shown only when there are some.
 */
export function LowGiftCodesList({ items }: { items: AdminDashboardResponse['low_gift_codes'] }) {
  const { t, language } = useI18n();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="low-gift-codes-title" className="rounded-xl border border-amber-200 bg-white">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-amber-200 px-4 py-3">
        <h2 id="low-gift-codes-title" className="flex items-center gap-2 font-semibold text-zinc-900">
          <Gift aria-hidden="true" className="size-5 text-amber-600" />
          {t('dashboard.lowGiftCodes')}
        </h2>
        <Link
          to="/gift-cards"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('dashboard.lowGiftCodesLoad')}
        </Link>
      </header>
      <ul className="divide-y divide-zinc-100">
        {items.map((item) => (
          <li
            key={`${item.product_id}:${item.variant_id ?? 0}`}
            className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2.5 text-sm"
          >
            <span>
              <bdi className="font-medium text-zinc-900">
                {(language === 'en' ? item.product_name_en : null) ?? item.product_name}
              </bdi>{' '}
              <span className="text-zinc-600">{formatMoney(item.value, language)}</span>
            </span>
            <span className={item.available === 0 ? 'font-medium text-red-700' : 'text-amber-800'}>
              {item.available === 0
                ? t('dashboard.outOfStock')
                : t('dashboard.codesLeft', { count: formatNumber(item.available, language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
