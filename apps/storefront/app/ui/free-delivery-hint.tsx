import { formatMoney } from '@matjar/core';
import { Truck } from './icons.js';
import { useShellData, useT } from './layout/shell-data.js';

/**
 * How far the goods (after discounts) are from free delivery in the address's zone (decision
 * 032), said in the cart and at checkout. `freeAbove` null: the zone never delivers free, so nothing is said.
 */
export function FreeDeliveryHint({
  freeAbove,
  amountLeft,
}: {
  freeAbove: number | null;
  amountLeft: number | null;
}) {
  const { locale } = useShellData();
  const t = useT();
  if (freeAbove === null || amountLeft === null) return null;
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2 text-xs leading-5 text-slate-600">
      <Truck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      {amountLeft === 0
        ? t('cart.summary.freeShippingReached')
        : t('cart.summary.freeShippingMore', { more: money(amountLeft), amount: money(freeAbove) })}
    </p>
  );
}
