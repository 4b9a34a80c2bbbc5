import { formatNumber, type DashboardLowStockProduct } from '@matjar/core';
import { ChevronRight, PackageCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { NameText } from '../../ui/name-text';
import { lowStockProductHref } from './cockpit';

interface LowStockListProps {
  items: DashboardLowStockProduct[];
  /** Every product low on stock, of which `items` are the worst. */
  total: number;
  below: number;
}

/**
 * Products running out, one row each, worst first: the product's units for sale in its badge, and its low
 * variants named under it with their own units (a sold-out colour of a phone with 23 left is that colour's).
 */
export function LowStockList({ items, total, below }: LowStockListProps) {
  const { t, language } = useI18n();
  const name = (arabic: string, english: string | null) => (language === 'en' && english ? english : arabic);
  const separator = language === 'ar' ? '، ' : ', ';
  const units = (stock: number) =>
    stock === 0
      ? t('dashboard.outOfStock')
      : t('dashboard.unitsLeft', { count: formatNumber(stock, language) });

  return (
    <section aria-labelledby="low-stock-title" className="rounded-xl border border-zinc-200 bg-white">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-zinc-200 px-4 py-3">
        <h2 id="low-stock-title" className="font-semibold text-zinc-900">
          {t('dashboard.lowStock')}
        </h2>
        <span className="text-sm text-zinc-600">{t('dashboard.lowStockBelow', { count: below })}</span>
      </header>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-zinc-600">
          <PackageCheck aria-hidden="true" className="size-5 text-emerald-600" />
          {t('dashboard.lowStockNone')}
        </p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {items.map((item) => {
            const productName = name(item.name, item.name_en);
            return (
              <li key={item.product_id}>
                <Link
                  to={lowStockProductHref(productName)}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-zinc-900">
                      <NameText name={productName} />
                    </span>
                    {item.low_variant_count > 0 && (
                      <span className="block truncate text-xs text-zinc-600">
                        {t('dashboard.lowVariants', { count: item.low_variant_count })}
                        {': '}
                        {item.variants.map((variant, index) => (
                          <span key={variant.variant_id}>
                            {index > 0 && separator}
                            <NameText name={name(variant.name, variant.name_en)} /> ({units(variant.stock)})
                          </span>
                        ))}
                      </span>
                    )}
                  </span>
                  {/* The product's own units (a variant's are in its line): "out of stock" only when none is left. */}
                  <span
                    className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      item.in_stock === 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800'
                    }`}
                  >
                    {item.in_stock === 0 && <TriangleAlert aria-hidden="true" className="size-3.5" />}
                    {units(item.in_stock)}
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-400 rtl:rotate-180" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {total > items.length && (
        <p className="border-t border-zinc-200 px-4 py-3 text-sm text-zinc-600">
          {t('dashboard.lowStockMore', { count: total - items.length })}
        </p>
      )}
    </section>
  );
}
