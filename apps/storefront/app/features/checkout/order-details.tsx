import { formatMoney, shownOrderNumber, type StoreVerifyOrderResponse } from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { DetailRows } from './result-panel.js';

/** Order number, amount and name of the order, as far as verify-order told this browser. */
export function OrderDetails({ order }: { order: StoreVerifyOrderResponse['order'] | null }) {
  const { locale } = useShellData();
  const t = useT();
  if (!order) return null;
  return (
    // data-keep-clear: the floating buttons move aside rather than cover the name.
    <section aria-label={t('checkout.order.details')} className="w-full" data-keep-clear>
      <DetailRows
        rows={[
          { label: t('checkout.order.number'), value: shownOrderNumber(order), ltr: true },
          { label: t('checkout.order.amount'), value: formatMoney(order.totalAmount, locale) },
          ...(order.customerName ? [{ label: t('checkout.order.name'), value: order.customerName }] : []),
        ]}
      />
    </section>
  );
}
