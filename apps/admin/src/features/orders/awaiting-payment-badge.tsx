import { Clock } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { formatWaited } from './order-time';

/**
 * A card order whose payment has not completed (core's paymentHold: awaiting_payment): not an order to
 * fulfil yet, so its card says so, with how long the shopper has been at the gateway since ordering.
 */
export function AwaitingPaymentBadge({ since, now }: { since: string; now: number }) {
  const { t, language } = useI18n();
  const waited = formatWaited(since, now, language);
  return (
    <span
      title={t('orders.awaitingPaymentHint')}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs leading-4 font-semibold text-amber-900"
    >
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      {waited === null ? t('orders.awaitingPaymentJustNow') : t('orders.awaitingPayment', { waited })}
    </span>
  );
}
