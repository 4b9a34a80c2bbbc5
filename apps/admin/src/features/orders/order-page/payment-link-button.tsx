import { formatOrderNumber, isUnpaidCardOrder, isolate, type AdminOrderDetail } from '@matjar/core';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { useSendPaymentLink } from '../api/order-detail-actions';

/**
 * "Send the payment link again" for a card order still awaiting its payment: the order's own payment page goes
 * to the customer by e-mail (and WhatsApp when they opted in). The server refuses once the link has expired or
 * was sent enough times, and the toast says why. Shown to staff who manage orders only.
 */
export function PaymentLinkButton({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  const send = useSendPaymentLink(order.id);
  if (!can('orders.manage') || !isUnpaidCardOrder(order) || order.archived) return null;
  const number = isolate(formatOrderNumber(order.short_number));
  return (
    <div className="mt-4 border-t border-zinc-100 pt-4">
      <p className="mb-2 text-sm text-zinc-600">{t('orderPage.paymentLink.hint')}</p>
      <Button
        variant="secondary"
        icon={Send}
        loading={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: ({ whatsapp }) =>
              toast.success(
                t(whatsapp ? 'orderPage.paymentLink.doneWhatsApp' : 'orderPage.paymentLink.done', { number }),
              ),
            onError: (error) =>
              toast.error(describeApiError(error, language, t('orderPage.paymentLink.failed'))),
          })
        }
      >
        {t('orderPage.paymentLink.action')}
      </Button>
    </div>
  );
}
