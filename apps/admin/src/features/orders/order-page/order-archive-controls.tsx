import { formatDate, isActiveStatus, type AdminOrderDetail, isolate, formatOrderNumber } from '@matjar/core';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { useArchiveOrder, useRestoreOrder } from '../api/orders-api';

/** "Delete" of the spec, which archives: the order leaves the lists and stays in the books (restorable). */
export function ArchiveOrderButton({ order }: { order: AdminOrderDetail }) {
  const { t } = useI18n();
  const archive = useArchiveOrder();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost-danger" icon={Archive} onClick={() => setAsking(true)}>
        {t('orders.archive')}
      </Button>
      {asking && (
        <DeleteConfirmDialog
          title={t('orders.archive.title', { number: formatOrderNumber(order.short_number) })}
          description={
            isActiveStatus(order.status)
              ? `${t('orders.archive.body')} ${t('orders.archive.bodyOpen')}`
              : t('orders.archive.body')
          }
          confirmLabel={t('orders.archive')}
          remove={() => archive.mutateAsync(order.id)}
          deletedMessage={t('orders.archive.done', { number: formatOrderNumber(order.short_number) })}
          failedMessage={t('orders.archive.failed')}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

/** Says the order is archived, by whom and when; the general manager can bring it back from here. */
export function ArchivedBanner({
  order,
  archived,
}: {
  order: AdminOrderDetail;
  archived: NonNullable<AdminOrderDetail['archived']>;
}) {
  const { t, language } = useI18n();
  const can = useCan();
  const restore = useRestoreOrder();
  const restoreOrder = () =>
    restore.mutate(order.id, {
      onSuccess: () =>
        toast.success(t('orders.restore.done', { number: isolate(formatOrderNumber(order.short_number)) })),
      onError: (error) => toast.error(describeApiError(error, language, t('orders.restore.failed'))),
    });
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3"
    >
      <div className="flex items-start gap-2 text-sm text-amber-950">
        <Archive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-bold">{t('orderPage.archived.title')}</p>
          <p>
            {t('orderPage.archived.body', {
              when: formatDate(archived.at, language),
              who: isolate(archived.username ?? t('orderPage.timeline.system')),
            })}
          </p>
          {!can('orders.restore') && <p className="text-xs">{t('orderPage.archived.superAdminOnly')}</p>}
        </div>
      </div>
      {can('orders.restore') && (
        <Button
          icon={ArchiveRestore}
          loading={restore.isPending}
          onClick={restoreOrder}
          aria-label={t('orders.restore.named', { number: formatOrderNumber(order.short_number) })}
        >
          {t('orders.restore')}
        </Button>
      )}
    </div>
  );
}
