import { chargeRows, type OrderCharges } from '@matjar/core';
import { useShellData } from './layout/shell-data.js';

/**
 * An order's charges as every screen shows them (core's chargeRows, decision 054): the cart, checkout, the
 * confirmation and tracking read the same rows in the same words, the delivery coupon on its own line.
 */
export function ChargeList({ charges, busy = false }: { charges: OrderCharges; busy?: boolean }) {
  const { locale } = useShellData();
  return (
    // data-keep-clear: on a phone the floating WhatsApp button moves aside rather than cover an amount.
    <dl className="flex flex-col gap-2 text-sm" aria-busy={busy || undefined} data-keep-clear>
      {chargeRows(charges, locale).map((row) => {
        const off = row.kind === 'discount' || row.kind === 'delivery_discount';
        const total = row.kind === 'total';
        return (
          <div
            key={row.kind}
            data-charge={row.kind}
            className={`flex items-baseline justify-between gap-3 ${
              total
                ? 'mt-1 border-t border-slate-200 pt-3 text-base font-extrabold text-slate-900'
                : off
                  ? 'text-emerald-700'
                  : 'text-slate-700'
            }`}
          >
            <dt>{row.label}</dt>
            <dd className={`shrink-0 font-bold tabular-nums ${total ? 'text-lg text-brand-700' : ''}`}>
              {row.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
