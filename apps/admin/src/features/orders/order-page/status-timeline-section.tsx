import {
  type AdminOrderDetail,
  formatDate,
  isolate,
  ORDER_STATUS_LABELS,
  SYSTEM_CANCEL_REASON_LABELS,
} from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { OrderSection } from './order-section';

/** Every status change of the order, oldest first, with who made it (or the system) and when. */
export function StatusTimelineSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const label = (status: keyof typeof ORDER_STATUS_LABELS) => ORDER_STATUS_LABELS[status][language];
  return (
    <OrderSection id="order-timeline" title={t('orderPage.timeline.title')}>
      {order.history.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('orderPage.timeline.empty')}</p>
      ) : (
        <ol className="space-y-3 border-s-2 border-zinc-200 ps-4">
          {order.history.map((change) => (
            <li key={`${change.created_at}-${change.to_status}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-700"
              />
              <p className="text-sm font-semibold text-zinc-900">
                {change.from_status
                  ? t('orderPage.timeline.moved', {
                      from: label(change.from_status),
                      to: label(change.to_status),
                    })
                  : t('orderPage.timeline.placed', { status: label(change.to_status) })}
              </p>
              {change.system_reason && (
                <p className="text-sm text-zinc-800">
                  {t('orderPage.timeline.reason', {
                    reason: SYSTEM_CANCEL_REASON_LABELS[change.system_reason][language],
                  })}
                </p>
              )}
              {change.reason && (
                <p className="text-sm text-zinc-800">
                  {t('orderPage.timeline.reason', { reason: isolate(change.reason) })}
                </p>
              )}
              <p className="text-xs text-zinc-600">
                {t('orderPage.timeline.by', {
                  who: isolate(change.username ?? t('orderPage.timeline.system')),
                  when: formatDate(change.created_at, language),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </OrderSection>
  );
}
