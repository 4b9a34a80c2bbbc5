import { stockLevel } from '@matjar/core';
import { useT } from '../../ui/layout/shell-data.js';

/** Out of stock at 0, low stock under 3, else in stock; nothing while a variant must be chosen. */
export function StockMessage({ stock }: { stock: number | null }) {
  const t = useT();
  if (stock === null) return null;
  const state = stockLevel(stock);
  const styles = {
    out: 'bg-slate-100 text-slate-700',
    low: 'bg-amber-50 text-amber-800',
    in: 'bg-emerald-50 text-emerald-700',
  }[state];
  const text =
    state === 'out'
      ? t('product.stock.out')
      : state === 'low'
        ? t('product.stock.low', { count: stock })
        : t('product.stock.in');
  return (
    <p className={`inline-flex w-fit rounded-full px-3 py-1 text-sm font-bold ${styles}`} role="status">
      {text}
    </p>
  );
}
