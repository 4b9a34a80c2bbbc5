import { isolate, type AdminOrderSummary } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

/**
 * Under an order found by a unit's serial (decision 049): the serials the search matched and whether each unit
 * is still with the shopper or came back, so the number read off a box answers both questions at once.
 */
export function MatchedSerials({ order }: { order: AdminOrderSummary }) {
  const { t } = useI18n();
  if (!order.matched_serials || order.matched_serials.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {order.matched_serials.map((unit) => (
        <li key={unit.serial} className={unit.returned ? 'text-amber-900' : 'text-zinc-700'}>
          {t(unit.returned ? 'serials.matchReturned' : 'serials.matchOut', { serial: isolate(unit.serial) })}
        </li>
      ))}
    </ul>
  );
}
