import {
  REFUND_STATUS_LABELS,
  RETURN_CONDITION_LABELS,
  RETURN_KIND_LABELS,
  formatDate,
  formatDay,
  formatMoney,
  formatOrderNumber,
  isolate,
  type AdminLinkedOrder,
  type AdminOrderDetail,
  type AdminReturn,
} from '@matjar/core';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/language-context';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { useOrderReturns } from '../api/order-returns';
import { OrderSection } from './order-section';
import { ReturnDialog } from './return-dialog';

const STATE_TONE = {
  partly_returned: 'bg-amber-50 text-amber-900',
  returned: 'bg-zinc-100 text-zinc-800',
} as const;

function OrderLink({ order, message }: { order: AdminLinkedOrder; message: 'returns.replacement' }) {
  const { t } = useI18n();
  return (
    <Link
      to={`/orders/${order.id}`}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {t(message, { number: `\u2068${formatOrderNumber(order.short_number)}\u2069` })}
    </Link>
  );
}

function ReturnRow({ row }: { row: AdminReturn }) {
  const { t, language } = useI18n();
  const money = (value: number) => formatMoney(value, language);
  const name = (line: AdminReturn['lines'][number]) =>
    [
      language === 'en' ? (line.product_name_en ?? line.product_name) : line.product_name,
      language === 'en' ? (line.variant_name_en ?? line.variant_name) : line.variant_name,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <li className="rounded-lg border border-zinc-200 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-zinc-900">{RETURN_KIND_LABELS[row.kind][language]}</span>
        <span className="text-zinc-600 tabular-nums">{t('returns.value', { value: money(row.value) })}</span>
      </div>
      <ul className="mt-1 space-y-0.5 text-zinc-800">
        {row.lines.map((line) => (
          <li key={`${line.order_item_id}-${line.condition}-${line.serial_number ?? ''}`}>
            <bdi>{name(line)}</bdi> × <span className="tabular-nums">{line.quantity}</span>
            {line.serial_number && (
              <>
                {' '}
                <span className="text-zinc-600">
                  {t('returns.lineSerial', { serial: isolate(line.serial_number) })}
                </span>
              </>
            )}{' '}
            —{' '}
            <span className={line.condition === 'damaged' ? 'text-red-800' : 'text-emerald-800'}>
              {RETURN_CONDITION_LABELS[line.condition][language]}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-zinc-800">
        <bdi>{row.reason}</bdi>
      </p>
      {row.late_reason && (
        <p className="mt-1 text-xs font-medium text-amber-900">
          {t('returns.lateLine', { reason: isolate(row.late_reason) })}
        </p>
      )}
      {row.replacement && (
        <p className="mt-1">
          <OrderLink order={row.replacement} message="returns.replacement" />
          {row.replacement.total_amount > 0 && (
            <span className="text-zinc-700">
              {' · '}
              {t('returns.replacementDue', { amount: money(row.replacement.total_amount) })}
            </span>
          )}
        </p>
      )}
      <p className="mt-1 text-xs text-zinc-600">
        {row.refund
          ? t('returns.refundLine', {
              amount: money(row.refund.amount),
              status: REFUND_STATUS_LABELS[row.refund.status][language],
            })
          : row.kind === 'return' && t('returns.noRefund')}
      </p>
      <p className="mt-1 text-xs text-zinc-600">
        {t('returns.by', {
          who: isolate(row.username ?? t('orderPage.timeline.system')),
          when: formatDate(row.created_at, language),
        })}
      </p>
    </li>
  );
}

/**
 * Goods back from the order (decision 048): the window from delivery, each return with its lines, condition,
 * reason, its refund and its exchange's replacement order (a link), and the button that takes goods back for
 * the roles that may. A replacement order names the order it replaced goods of.
 */
export function ReturnsSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  const query = useOrderReturns(order.id);
  const [open, setOpen] = useState(false);
  const data = query.data;
  if (!data) return null;
  const { window } = data;
  const state = data.return_state === 'none' ? null : data.return_state;
  return (
    <OrderSection
      id="order-returns"
      title={t('returns.title')}
      actions={
        state && (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`}>
            {t(`returns.state.${state}`)}
          </span>
        )
      }
    >
      {data.exchange_of && (
        <p className="mb-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Link to={`/orders/${data.exchange_of.id}`} className="font-semibold underline underline-offset-2">
            {t('returns.exchangeOf', {
              number: `\u2068${formatOrderNumber(data.exchange_of.short_number)}\u2069`,
            })}
          </Link>
        </p>
      )}
      <p className="text-sm text-zinc-700">
        {!window.delivered_at
          ? t('returns.notDelivered')
          : window.return_open
            ? t('returns.windowOpen', {
                days: window.return_days,
                date: formatDay(window.return_closes_at!, language),
                exchangeDate: formatDay(window.exchange_closes_at!, language),
              })
            : t('returns.windowClosed', {
                days: window.return_days,
                date: formatDay(window.return_closes_at!, language),
              })}
      </p>
      {data.returns.length === 0 ? (
        window.delivered_at && <p className="mt-2 text-sm text-zinc-600">{t('returns.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={t('returns.listLabel')}>
          {data.returns.map((row) => (
            <ReturnRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      {can('returns.record') && data.can_return && (
        <Button variant="secondary" icon={PackageOpen} className="mt-3" onClick={() => setOpen(true)}>
          {t('returns.take')}
        </Button>
      )}
      {open && <ReturnDialog order={order} returns={data} onClose={() => setOpen(false)} />}
    </OrderSection>
  );
}
