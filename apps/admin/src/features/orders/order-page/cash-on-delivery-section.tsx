import { type AdminOrderDetail, formatDate, formatMoney, isolate } from '@matjar/core';
import { Banknote, CircleCheck, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { useMarkCashReceived } from '../api/order-detail-actions';
import { CashDifferenceFlag } from '../cash-difference-flag';
import { CashCorrectionDialog } from './cash-correction-dialog';
import { CashReceivedDialog } from './cash-received-dialog';
import { OrderSection } from './order-section';

/** Cash on delivery as a workflow: delivered, then the cash handed in is recorded (amount, who, when). */
export function CashOnDeliverySection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  const mark = useMarkCashReceived(order.id);
  const [open, setOpen] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const received = order.cash_received;

  return (
    <OrderSection id="order-cash" title={t('orderPage.cash.title')}>
      {received ? (
        <div className="space-y-3">
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <span>
              <span className="block font-semibold text-zinc-900">
                {t('orderPage.cash.received', { amount: formatMoney(received.amount, language) })}
              </span>
              {received.driver && (
                <span className="block text-zinc-800">
                  {t('orderPage.cash.fromDriver', { name: isolate(received.driver.name) })}
                </span>
              )}
              <span className="block text-zinc-600">
                {t('orderPage.cash.receivedBy', {
                  who: isolate(received.username ?? t('orderPage.timeline.system')),
                  when: formatDate(received.at, language),
                })}
              </span>
            </span>
          </p>
          {received.difference !== 0 && (
            <div className="space-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
              <CashDifferenceFlag order={{ cash_difference: received.difference }} />
              {received.difference_reason && (
                <p>
                  <bdi>{t('orderPage.cash.flagReason', { reason: received.difference_reason })}</bdi>
                </p>
              )}
            </div>
          )}
          {can('orders.manage') && (
            <Button size="sm" variant="secondary" icon={PencilLine} onClick={() => setCorrecting(true)}>
              {t('orderPage.cash.correct')}
            </Button>
          )}
        </div>
      ) : order.status !== 'delivered' ? (
        <p className="text-sm text-zinc-600">{t('orderPage.cash.notDelivered')}</p>
      ) : (
        <div className="space-y-3">
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('orderPage.cash.awaiting')}
          </p>
          {can('orders.manage') ? (
            <Button variant="primary" icon={Banknote} onClick={() => setOpen(true)}>
              {t('orderPage.cash.mark')}
            </Button>
          ) : (
            <p className="text-xs text-zinc-600">{t('orderPage.cash.managersOnly')}</p>
          )}
        </div>
      )}
      {open && (
        <CashReceivedDialog
          order={order}
          saving={mark.isPending}
          onClose={() => setOpen(false)}
          onRecord={async (body) => {
            await mark.mutateAsync(body);
          }}
        />
      )}
      {correcting && received && (
        <CashCorrectionDialog order={order} recorded={received.amount} onClose={() => setCorrecting(false)} />
      )}
    </OrderSection>
  );
}
