import { ORDER_STATUS_LABELS, RETURN_STATE_LABELS, returnState, type OrderStatus } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

// One colour per status of the one machine (D8), the same hues as the dashboard's status cards. The label
// carries the meaning; the colour only helps the eye.
const TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-blue-100 text-blue-900 ring-blue-300',
  shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  canceled: 'bg-zinc-100 text-zinc-800 ring-zinc-300',
  returned: 'bg-rose-100 text-rose-900 ring-rose-300',
};

const DOT: Record<OrderStatus, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-blue-500',
  shipped: 'bg-indigo-500',
  delivered: 'bg-emerald-500',
  canceled: 'bg-zinc-400',
  returned: 'bg-rose-500',
};

/** A coloured pill with the order status in the staff member's language. */
export function OrderStatusBadge({ status, className = '' }: { status: OrderStatus; className?: string }) {
  const { language } = useI18n();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[status]} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[status]}`} />
      {ORDER_STATUS_LABELS[status][language]}
    </span>
  );
}

/** The dot alone, for headings that already say the status in words. */
export function OrderStatusDot({ status }: { status: OrderStatus }) {
  return <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${DOT[status]}`} />;
}

/** "Partly returned" beside a delivered order's status once some of its goods came back (decision 048). */
export function PartlyReturnedTag({ order }: { order: { status: OrderStatus; returned_value: number } }) {
  const { language } = useI18n();
  if (returnState(order) !== 'partly_returned') return null;
  return (
    <span className="inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {RETURN_STATE_LABELS.partly_returned[language]}
    </span>
  );
}
