import {
  ORDER_PERIODS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type OrderPeriod,
  type OrderStatus,
  type PaymentStatus,
  seesShopperContact,
} from '@matjar/core';
import { X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { useSession } from '../../lib/session/session-context';
import { Button } from '../../ui/button';
import { checkboxClass } from '../../ui/checkbox-row';
import { SearchForm } from '../../ui/search-form';
import { SelectFilter } from '../../ui/select-filter';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../ui/use-search-text';
import { hasOrderFilters, ORDER_SEARCH_MAX, type OrderListParams } from './list-params';

interface OrderFiltersBarProps {
  params: OrderListParams;
  /** `typing`: a debounced search, which replaces the history entry rather than adding one per pause. */
  onChange: (change: Partial<OrderListParams>, options?: { typing?: boolean }) => void;
  /** Whether the archived view is offered (staff who may see orders). */
  showArchived: boolean;
}

/**
 * Search by order number, name, e-mail or phone (the server matches Arabic-Indic digits and +974 forms;
 * a role that reads contact details masked, by order number only),
 * status, period in Doha time, card payment, cash awaiting collection, and the archived view.
 */
export function OrderFiltersBar({ params, onChange, showArchived }: OrderFiltersBarProps) {
  const { t, language } = useI18n();
  // A role that reads contact details masked searches by order number only, as the server does.
  const byContact = seesShopperContact(useSession().user);
  const searchQ = useCallback(
    (q: string, options?: { typing?: boolean }) => onChange({ q }, options),
    [onChange],
  );
  const { text, setText, search } = useSearchText(params.q, searchQ, { debounceMs: SEARCH_DEBOUNCE_MS });

  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <SearchForm
        id="order-search"
        label={t('orders.search.label')}
        placeholder={t(byContact ? 'orders.search.placeholder' : 'orders.search.placeholderNumber')}
        submitLabel={t('orders.search.submit')}
        maxLength={ORDER_SEARCH_MAX}
        value={text}
        onValueChange={setText}
        onSearch={search}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:items-end">
        <SelectFilter<OrderStatus>
          id="filter-order-status"
          label={t('orders.filter.status')}
          allLabel={t('orders.filter.all')}
          value={params.status}
          options={ORDER_STATUSES.map((status) => ({
            value: status,
            label: ORDER_STATUS_LABELS[status][language],
          }))}
          onChange={(status) => onChange({ status })}
        />
        <SelectFilter<OrderPeriod>
          id="filter-order-period"
          label={t('orders.filter.period')}
          allLabel={t('orders.filter.all')}
          value={params.period}
          options={ORDER_PERIODS.map((period) => ({ value: period, label: t(`orders.period.${period}`) }))}
          onChange={(period) => onChange({ period })}
        />
        <SelectFilter<PaymentStatus>
          id="filter-payment-status"
          label={t('orders.filter.paymentStatus')}
          allLabel={t('orders.filter.all')}
          value={params.paymentStatus}
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: PAYMENT_STATUS_LABELS[status][language],
          }))}
          onChange={(paymentStatus) => onChange({ paymentStatus })}
        />
        <FlagFilter
          id="filter-awaiting-cash"
          label={t('orders.filter.awaitingCash')}
          checked={params.awaitingCash}
          onChange={(awaitingCash) => onChange({ awaitingCash })}
        />
        <FlagFilter
          id="filter-cash-difference"
          label={t('orders.filter.cashDifference')}
          checked={params.cashDifference}
          onChange={(cashDifference) => onChange({ cashDifference })}
        />
        {showArchived && (
          <FlagFilter
            id="filter-archived"
            label={t('orders.filter.archived')}
            checked={params.archived}
            onChange={(archived) => onChange({ archived })}
          />
        )}
      </div>
      {hasOrderFilters(params) && (
        <Button
          size="sm"
          variant="ghost"
          icon={X}
          onClick={() =>
            onChange({
              q: '',
              status: null,
              period: null,
              paymentStatus: null,
              awaitingCash: false,
              cashDifference: false,
              archived: false,
            })
          }
        >
          {t('orders.filter.clear')}
        </Button>
      )}
    </div>
  );
}

function FlagFilter({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  // The box follows the click at once: the address (and so `checked`) changes in a router transition, and
  // until it lands React would put a controlled box back, so a busy machine showed a click that did nothing.
  const [shown, setShown] = useState(checked);
  const [addressChecked, setAddressChecked] = useState(checked);
  if (checked !== addressChecked) {
    // The address moved (this click landing, back/forward, "clear filters"): show what it says.
    setAddressChecked(checked);
    setShown(checked);
  }
  return (
    <label
      htmlFor={id}
      className="col-span-2 flex h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-zinc-300 px-3 text-sm font-medium text-zinc-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 md:col-span-1"
    >
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
        className={checkboxClass}
      />
      {label}
    </label>
  );
}
