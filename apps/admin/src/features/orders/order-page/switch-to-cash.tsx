import { formatOrderNumber, isUnpaidCardOrder, isolate, type AdminOrderDetail } from '@matjar/core';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useSwitchToCash } from '../api/order-detail-actions';

/** The order page offers the switch only where the server allows it (core's isUnpaidCardOrder, no gift card). */
export function canSwitchToCash(order: AdminOrderDetail): boolean {
  return isUnpaidCardOrder(order) && !order.archived && !order.items.some((item) => item.is_gift_card);
}

/**
 * "Switch to cash on delivery" for a card order still awaiting its payment (the shopper would rather pay the
 * driver): asked first, then the order goes on as a cash order, keeping its stock. Shown to staff who manage
 * orders only.
 */
export function SwitchToCashButton({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  const switchToCash = useSwitchToCash(order.id);
  const [asking, setAsking] = useState(false);
  if (!can('orders.manage') || !canSwitchToCash(order)) return null;
  const number = formatOrderNumber(order.short_number);
  return (
    <div className="mt-4 border-t border-zinc-100 pt-4">
      <p className="mb-2 text-sm text-zinc-600">{t('orderPage.switchToCash.hint')}</p>
      <Button variant="secondary" icon={Banknote} onClick={() => setAsking(true)}>
        {t('orderPage.switchToCash.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('orderPage.switchToCash.title', { number })}
        description={t('orderPage.switchToCash.body')}
        confirmLabel={t('orderPage.switchToCash.action')}
        onConfirm={() =>
          switchToCash.mutateAsync(undefined, {
            onSuccess: () => toast.success(t('orderPage.switchToCash.done', { number: isolate(number) })),
            onError: (error) =>
              toast.error(describeApiError(error, language, t('orderPage.switchToCash.failed'))),
          })
        }
      />
    </div>
  );
}
