import {
  CASH_REFUND_HOW_LABELS,
  REFUND_METHOD_LABELS,
  REFUND_STATUS_LABELS,
  formatDate,
  formatMoney,
  isolate,
  type AdminOrderDetail,
  type AdminRefund,
} from '@matjar/core';
import { RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { useOrderRefunds, useRefundOrder, useRetryRefund } from '../api/order-refunds';
import { DetailList, OrderSection } from './order-section';
import { RefundDialog } from './refund-dialog';

const STATUS_TONE: Record<AdminRefund['status'], string> = {
  succeeded: 'bg-emerald-50 text-emerald-800',
  pending: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
};

/**
 * Money back to the shopper: what was paid, refunded, on its way back and still refundable, each refund with
 * its reason, method and state, and the refund button for those who manage orders. A failed card refund says
 * why and can be tried again; a pending one can be checked again (never refunded twice: one gateway key).
 */
export function RefundsSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  const query = useOrderRefunds(order.id);
  const refund = useRefundOrder(order.id);
  const retry = useRetryRefund(order.id);
  const [open, setOpen] = useState(false);
  const data = query.data;
  if (!data || data.paid === 0) return null;
  const money = (value: number) => formatMoney(value, language);

  const tryAgain = async (row: AdminRefund) => {
    try {
      const answer = await retry.mutateAsync(row.id);
      const status = REFUND_STATUS_LABELS[answer.refund.status][language];
      toast.message(t('orderPage.refunds.retried', { status }));
    } catch (error) {
      toast.error(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  return (
    <OrderSection id="order-refunds" title={t('orderPage.refunds.title')}>
      <DetailList
        rows={[
          { label: t('orderPage.refunds.paid'), value: money(data.paid) },
          { label: t('orderPage.refunds.refunded'), value: money(data.refunded) },
          ...(data.pending > 0
            ? [{ label: t('orderPage.refunds.pending'), value: money(data.pending) }]
            : []),
          { label: t('orderPage.refunds.refundable'), value: money(data.refundable) },
        ]}
      />
      {data.refunds.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label={t('orderPage.refunds.listLabel')}>
          {data.refunds.map((row) => (
            <li key={row.id} className="rounded-lg border border-zinc-200 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-zinc-900 tabular-nums">{money(row.amount)}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[row.status]}`}>
                  {REFUND_STATUS_LABELS[row.status][language]}
                </span>
                <span className="text-zinc-600">{REFUND_METHOD_LABELS[row.method][language]}</span>
              </div>
              <p className="mt-1 text-zinc-800">
                <bdi>{row.reason}</bdi>
              </p>
              <p className="mt-1 text-xs text-zinc-600">
                {t('orderPage.refunds.by', {
                  who: isolate(row.username ?? t('orderPage.timeline.system')),
                  when: formatDate(row.created_at, language),
                })}
                {row.paid_by &&
                  row.cash_how &&
                  ` · ${t('orderPage.refunds.paidByLine', {
                    who: isolate(row.paid_by),
                    how: CASH_REFUND_HOW_LABELS[row.cash_how][language],
                  })}`}
                {row.gift_card_masked && (
                  <>
                    {' · '}
                    {t('orderPage.refunds.storeCreditLine')}{' '}
                    <bdi dir="ltr" className="font-mono">
                      {row.gift_card_masked}
                    </bdi>
                    {row.shopper_agreed && ` · ${t('orderPage.refunds.agreedLine')}`}
                  </>
                )}
                {row.reference && (
                  <>
                    {' · '}
                    {t('orderPage.refunds.referenceLine')}{' '}
                    <bdi dir="ltr" className="font-mono">
                      {row.reference}
                    </bdi>
                  </>
                )}
              </p>
              {row.failure_reason && (
                <p className="mt-1 text-xs font-medium text-red-800">
                  {t('orderPage.refunds.why', { reason: row.failure_reason })}
                </p>
              )}
              {row.method === 'card' && row.status !== 'succeeded' && can('orders.manage') && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={RotateCcw}
                  className="mt-2"
                  disabled={retry.isPending}
                  onClick={() => void tryAgain(row)}
                >
                  {row.status === 'failed'
                    ? t('orderPage.refunds.tryAgain')
                    : t('orderPage.refunds.checkAgain')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {can('orders.manage') && data.refundable > 0 && (
        <Button variant="secondary" icon={Undo2} className="mt-3" onClick={() => setOpen(true)}>
          {t('orderPage.refunds.refund')}
        </Button>
      )}
      {open && (
        <RefundDialog
          order={order}
          refunds={data}
          saving={refund.isPending}
          onClose={() => setOpen(false)}
          onRefund={(body) => refund.mutateAsync(body)}
        />
      )}
    </OrderSection>
  );
}
