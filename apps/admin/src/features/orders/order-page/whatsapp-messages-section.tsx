import { formatDate, isolate, type AdminOrderDetail, type AdminOrderWhatsAppMessage } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import type { MessageKey } from '../../../i18n/ar';
import { QueryState } from '../../../ui/query-state';
import { useOrderWhatsAppMessages } from '../api/order-whatsapp-messages';
import { OrderSection } from './order-section';

/** Meta's error codes staff meet, in words (docs/whatsapp.md); any other shows as "not delivered (code)". */
const KNOWN_ERRORS = new Set([131026, 131047, 131049, 131056, 131000, 132001, 132000]);

const STATUS_TONE: Record<AdminOrderWhatsAppMessage['status'], string> = {
  sent: 'bg-zinc-100 text-zinc-800',
  delivered: 'bg-sky-50 text-sky-800',
  read: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

/** The order's WhatsApp messages: what, to whom, when, and how far each got. */
export function WhatsAppMessagesSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const query = useOrderWhatsAppMessages(order.id);
  const errorWords = (message: AdminOrderWhatsAppMessage) =>
    message.error_code !== null && KNOWN_ERRORS.has(message.error_code)
      ? t(`orderPage.whatsapp.error.${message.error_code}` as MessageKey)
      : t('orderPage.whatsapp.error.other', { code: isolate(String(message.error_code ?? '—')) });
  return (
    <OrderSection id="order-whatsapp" title={t('orderPage.whatsapp.title')}>
      <QueryState
        query={query}
        errorTitle={t('orderPage.whatsapp.loadFailed')}
        isEmpty={(data) => data.messages.length === 0}
        empty={{ title: t('orderPage.whatsapp.empty') }}
      >
        {({ messages }) => (
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
        )}
      </QueryState>
    </OrderSection>
  );
}
