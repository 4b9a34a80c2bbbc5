import { formatNumber, type DashboardLowStockItem } from '@matjar/core';
import { ChevronRight, PackageCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { NameText } from '../../ui/name-text';

/** Products and variants running out, fewest first, each linking to its product's edit screen. */
export function LowStockList({ items, below }: { items: DashboardLowStockItem[]; below: number }) {
  const { t, language } = useI18n();
  const name = (arabic: string, english: string | null) => (language === 'en' && english ? english : arabic);

  return (
    <section aria-labelledby="low-stock-title" className="rounded-xl border border-zinc-200 bg-white">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-zinc-200 px-4 py-3">
        <h2 id="low-stock-title" className="font-semibold text-zinc-900">
          {t('dashboard.lowStock')}
        </h2>
        <span className="text-sm text-zinc-500">{t('dashboard.lowStockBelow', { count: below })}</span>
      </header>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-zinc-600">
          <PackageCheck aria-hidden="true" className="size-5 text-emerald-600" />
          {t('dashboard.lowStockNone')}
        </p>
      ) : (
        <ul className="max-h-96 divide-y divide-zinc-100 overflow-y-auto">
          {items.map((item) => (
            <li key={`${item.product_id}-${item.variant_id ?? 'product'}`}>
              <Link
                to={`/products/edit/${item.product_id}`}
                className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-zinc-900">
                    <NameText name={name(item.name, item.name_en)} />
                  </span>
                  {item.kind === 'variant' && item.variant_name && (
                    <span className="block truncate text-xs text-zinc-500">
                      <NameText name={name(item.variant_name, item.variant_name_en)} />
                    </span>
                  )}
                </span>
                <span
                  className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    item.stock === 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800'
                  }`}
                >
                  {item.stock === 0 && <TriangleAlert aria-hidden="true" className="size-3.5" />}
                  {item.stock === 0
                    ? t('dashboard.outOfStock')
                    : t('dashboard.unitsLeft', { count: formatNumber(item.stock, language) })}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-400 rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
