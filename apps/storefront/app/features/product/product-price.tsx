import { formatMoney, formatNumber } from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import type { PurchaseState } from './product-selection.js';

/** The price of what would be added, the struck-through base and the percent badge when discounted. */
export function ProductPrice({ price }: { price: PurchaseState['price'] }) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="product-price">
      <p className="text-3xl font-extrabold text-brand-700 tabular-nums">
        {formatMoney(price.final, locale)}
      </p>
      {price.hasDiscount && (
        <>
          <p className="text-lg text-slate-600 line-through tabular-nums">
            <span className="sr-only">{t('product.price.was', { price: '' })}</span>
            {formatMoney(price.base, locale)}
          </p>
          <span className="rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white">
            {t('product.price.off', { percent: formatNumber(price.percentOff, locale) })}
          </span>
        </>
      )}
    </div>
  );
}
