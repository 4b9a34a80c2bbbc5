import {
  formatDate,
  isolate,
  type AdminOrderDetail,
  type AdminOrderWhatsAppMessage,
  type AdminOrderWhatsAppUnsent,
} from '@matjar/core';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import type { MessageKey } from '../../../i18n/ar';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import { useOrderWhatsAppMessages, useResendWhatsApp } from '../api/order-whatsapp-messages';
import { useWhatsAppStatus } from '../../../lib/api/whatsapp-status';
import { OrderSection } from './order-section';

/** Meta's error codes staff meet, in words (docs/whatsapp.md); any other shows as "not delivered (code)". */
const KNOWN_ERRORS = new Set([131026, 131047, 131049, 131056, 131000, 132001, 132000, 132018, 190, 131042]);

const UNSENT_TONE: Record<AdminOrderWhatsAppUnsent['state'], string> = {
  retrying: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
  not_sent: 'bg-zinc-100 text-zinc-800',
};

const STATUS_TONE: Record<AdminOrderWhatsAppMessage['status'], string> = {
  sent: 'bg-zinc-100 text-zinc-800',
  delivered: 'bg-sky-50 text-sky-800',
  read: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

/**
 * The order's WhatsApp messages: what, to whom, when, and how far each got; then what has not gone out, with
 * the reason in words and "send again" (orders.manage) for a message Meta refused for good; and whether the
 * shopper's phone replied STOP.
 */
export function WhatsAppMessagesSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  const query = useOrderWhatsAppMessages(order.id);
  const resend = useResendWhatsApp(order.id);
  // While WhatsApp is off the section says so rather than "no messages", which would read as a fault.
  const whatsappOn = useWhatsAppStatus().data?.on;
  const errorWords = (message: Pick<AdminOrderWhatsAppMessage, 'error_code'>) =>
    message.error_code !== null && KNOWN_ERRORS.has(message.error_code)
      ? t(`orderPage.whatsapp.error.${message.error_code}` as MessageKey)
      : t('orderPage.whatsapp.error.other', { code: isolate(String(message.error_code ?? '—')) });
  const unsentWords = (message: AdminOrderWhatsAppUnsent) =>
    message.reason
      ? t(`orderPage.whatsapp.notSent.${message.reason}`)
      : message.state === 'retrying'
        ? t('orderPage.whatsapp.retrying', {
            when: message.next_attempt_at ? formatDate(message.next_attempt_at, language) : '—',
          })
        : errorWords(message);
  const sendAgain = async (message: AdminOrderWhatsAppUnsent) => {
    try {
      await resend.mutateAsync(message.id);
      toast.success(t('orderPage.whatsapp.resent'));
    } catch (error) {
      toast.error(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };
  return (
    <OrderSection id="order-whatsapp" title={t('orderPage.whatsapp.title')}>
      <QueryState
        query={query}
        errorTitle={t('orderPage.whatsapp.loadFailed')}
        isEmpty={(data) =>
          data.messages.length === 0 && data.unsent.length === 0 && !data.customer_opted_out_at
        }
        empty={{
          title: t(whatsappOn === false ? 'orderPage.whatsapp.off' : 'orderPage.whatsapp.empty'),
          ...(whatsappOn === false ? { body: t('whatsapp.offNote.order') } : {}),
        }}
      >
        {({ messages, unsent, customer_opted_out_at: optedOutAt }) => (
          <>
            {whatsappOn === false && (
              <p className="mb-2 text-sm text-zinc-600">{t('whatsapp.offNote.order')}</p>
            )}
            {optedOutAt && (
              <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
                {t('orderPage.whatsapp.optedOut', { when: formatDate(optedOutAt, language) })}
              </p>
            )}
            <ul className="divide-y divide-zinc-100">
              {messages.map((message) => (
                <li key={message.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-zinc-900">
                      {t(`orderPage.whatsapp.event.${message.event}`)}
                    </p>
                    <p className="text-xs text-zinc-600">
                      {t(
                        message.recipient
                          ? `orderPage.whatsapp.to.${message.audience}Number`
                          : `orderPage.whatsapp.to.${message.audience}`,
                        { number: message.recipient ? isolate(message.recipient) : '' },
                      )}
                      {' · '}
                      {formatDate(message.sent_at, language)}
                    </p>
                    {message.status === 'failed' && (
                      <p className="text-xs font-semibold text-red-700">{errorWords(message)}</p>
                    )}
                  </div>
                  <p className="text-end">
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[message.status]}`}
                    >
                      {t(`orderPage.whatsapp.status.${message.status}`)}
                    </span>
                    <span className="block text-xs text-zinc-600">
                      {formatDate(message.status_at, language)}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
            {unsent.length > 0 && (
              <>
                <h3 className="mt-3 text-sm font-semibold text-zinc-900">
                  {t('orderPage.whatsapp.unsentTitle')}
                </h3>
                <ul className="divide-y divide-zinc-100" aria-label={t('orderPage.whatsapp.unsentTitle')}>
                  {unsent.map((message) => (
                    <li key={message.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
                      <div className="min-w-0">
                        <p className="text-sm font-semibold text-zinc-900">
                          {t(`orderPage.whatsapp.event.${message.event}`)}
                        </p>
                        <p className="text-xs text-zinc-600">
                          {t(
                            message.recipient
                              ? `orderPage.whatsapp.to.${message.audience}Number`
                              : `orderPage.whatsapp.to.${message.audience}`,
                            { number: message.recipient ? isolate(message.recipient) : '' },
                          )}
                          {' · '}
                          {formatDate(message.queued_at, language)}
                        </p>
                        <p
                          className={`text-xs font-semibold ${message.state === 'not_sent' ? 'text-zinc-700' : 'text-red-700'}`}
                        >
                          {unsentWords(message)}
                        </p>
                        {message.resendable && can('orders.manage') && (
                          <Button
                            size="sm"
                            variant="secondary"
                            icon={RotateCcw}
                            className="mt-2"
                            disabled={resend.isPending}
                            onClick={() => void sendAgain(message)}
                          >
                            {t('orderPage.whatsapp.sendAgain')}
                          </Button>
                        )}
                      </div>
                      <span
                        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${UNSENT_TONE[message.state]}`}
                      >
                        {t(`orderPage.whatsapp.state.${message.state}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </QueryState>
    </OrderSection>
  );
}
