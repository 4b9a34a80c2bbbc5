import { useI18n } from '../../i18n/language-context';

// A new order (an unread alert for me, not opened since; lib/new-orders.ts) stands out calmly: a maroon bar
// at the start edge, a faint brand tint, and the word "New" — so it does not rely on colour alone.

/** Classes of a new order's card on the board (in place of its usual border and background). */
export const NEW_ORDER_CARD = 'border-brand-300 border-s-4 border-s-brand-600 bg-brand-50';
/** Classes of a new order's row in a list. */
export const NEW_ORDER_ROW = 'bg-brand-50 border-s-4 border-s-brand-600';

export function NewOrderBadge() {
  const { t } = useI18n();
  return (
    <span
      title={t('orders.newHint')}
      className="inline-flex shrink-0 items-center rounded-full bg-brand-700 px-2 py-0.5 text-xs leading-4 font-semibold text-white"
    >
      {t('orders.new')}
    </span>
  );
}
