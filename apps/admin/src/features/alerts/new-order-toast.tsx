import { ShoppingBag, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Toaster } from 'sonner';
import { formatMoney, type StaffAlert, formatOrderNumber } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { MOST_ORDER_TOASTS } from './new-order-toasts';
import { ShopperText } from '../../ui/shopper-text';

/** The toaster of new orders, apart from the success and error notices (ui/toaster.tsx, at the top). */
export const NEW_ORDERS_TOASTER = 'new-orders';

/**
 * Where new-order toasts appear: the bottom corner at the end of the reading line (right in English, left in
 * Arabic), out of the way of the top bar's bell and of the other notices; full width on phones. In a portal:
 * the top bar's backdrop blur would otherwise hold its fixed position.
 */
export function NewOrderToaster() {
  const { t, dir } = useI18n();
  return createPortal(
    <Toaster
      id={NEW_ORDERS_TOASTER}
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      visibleToasts={MOST_ORDER_TOASTS}
      gap={10}
      // Alt+T reaches the other notices; Alt+N these.
      hotkey={['altKey', 'KeyN']}
      containerAriaLabel={t('alerts.toast.region')}
    />,
    document.body,
  );
}

function ToastFrame({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useI18n();
  return (
    // sonner sizes only its own styled toasts: its width (--width) from the desktop layout, full width on phones.
    <div className="flex w-(--width) max-[600px]:w-full items-start gap-3 rounded-xl border border-brand-200 bg-white p-4 text-start font-sans shadow-lg">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
      >
        <ShoppingBag className="size-5" />
      </span>
      <div className="min-w-0 flex-1">{children}</div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('alerts.toast.close')}
        title={t('alerts.toast.close')}
        className="-me-1.5 -mt-1.5 flex size-8 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

const linkClass =
  'mt-1 inline-block rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** One new order: who, how much, and a link to it. */
export function NewOrderToast({
  alert,
  onOpen,
  onClose,
}: {
  alert: StaffAlert;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  return (
    <ToastFrame onClose={onClose}>
      <p className="text-sm text-zinc-900">
        {t('alerts.newOrderFrom')}{' '}
        {/* Isolated: a name in the other script must not reorder the words around it. */}
        <ShopperText text={alert.customer_name} className="font-semibold break-words" />
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-base font-bold text-zinc-900 tabular-nums">
          {formatMoney(alert.total_amount, language)}
        </span>
        <bdi dir="ltr" className="font-mono text-xs break-all text-zinc-600">
          {formatOrderNumber(alert.short_number)}
        </bdi>
      </p>
      <Link
        to={`/orders/${alert.order_id}`}
        onClick={onOpen}
        aria-label={t('alerts.openOrder', { number: formatOrderNumber(alert.short_number) })}
        className={linkClass}
      >
        {t('alerts.toast.open')}
      </Link>
    </ToastFrame>
  );
}

/** A burst of new orders folded into one toast. */
export function NewOrdersSummaryToast({
  count,
  onOpen,
  onClose,
}: {
  count: number;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <ToastFrame onClose={onClose}>
      <p className="text-base font-bold text-zinc-900">{t('alerts.toast.many', { count })}</p>
      <Link to="/orders" onClick={onOpen} className={linkClass}>
        {t('alerts.toast.toBoard')}
      </Link>
    </ToastFrame>
  );
}
