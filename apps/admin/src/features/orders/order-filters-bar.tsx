import {
  ORDER_PERIODS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderPeriod,
  type OrderStatus,
} from '@matjar/core';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { checkboxClass } from '../../ui/checkbox-row';
import { Field, selectClass } from '../../ui/field';
import { SearchForm } from '../../ui/search-form';
import { hasOrderFilters, ORDER_SEARCH_MAX, type OrderListParams } from './list-params';

/** Typing pauses this long before the list follows the search box (Enter searches at once). */
export const ORDER_SEARCH_DEBOUNCE_MS = 400;

interface OrderFiltersBarProps {
  params: OrderListParams;
  /** `typing`: a debounced search, which replaces the history entry rather than adding one per pause. */
  onChange: (change: Partial<OrderListParams>, options?: { typing?: boolean }) => void;
  /** Whether the archived view is offered (staff who may see orders). */
  showArchived: boolean;
}

/**
 * Search by order number, name, e-mail or phone (the server matches Arabic-Indic digits and +974 forms),
 * status, period in Doha time, cash awaiting collection, and the archived view.
 */
export function OrderFiltersBar({ params, onChange, showArchived }: OrderFiltersBarProps) {
  const { t, language } = useI18n();
  // The text is the box's own while typing; the address follows after a pause, and follows back when the
  // search changes from elsewhere (clear filters, back button).
  const [text, setText] = useState(params.q);
  const [shownQ, setShownQ] = useState(params.q);
  if (params.q !== shownQ) {
    setShownQ(params.q);
    setText(params.q);
  }

  useEffect(() => {
    if (text.trim() === params.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }, { typing: true }), ORDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, onChange]);

  const search = () => {
    if (text.trim() !== params.q.trim()) onChange({ q: text.trim() });
  };

  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <SearchForm
        id="order-search"
        label={t('orders.search.label')}
        placeholder={t('orders.search.placeholder')}
        submitLabel={t('orders.search.submit')}
        maxLength={ORDER_SEARCH_MAX}
        value={text}
        onValueChange={setText}
        onSearch={search}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:items-end">
        <Field label={t('orders.filter.status')} id="filter-order-status">
          {(control) => (
            <select
              {...control}
              value={params.status ?? ''}
              onChange={(event) =>
                onChange({ status: event.target.value === '' ? null : (event.target.value as OrderStatus) })
              }
              className={selectClass(false)}
            >
              <option value="">{t('orders.filter.all')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status][language]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('orders.filter.period')} id="filter-order-period">
          {(control) => (
            <select
              {...control}
              value={params.period ?? ''}
              onChange={(event) =>
                onChange({ period: event.target.value === '' ? null : (event.target.value as OrderPeriod) })
              }
              className={selectClass(false)}
            >
              <option value="">{t('orders.filter.all')}</option>
              {ORDER_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`orders.period.${period}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FlagFilter
          id="filter-awaiting-cash"
          label={t('orders.filter.awaitingCash')}
          checked={params.awaitingCash}
          onChange={(awaitingCash) => onChange({ awaitingCash })}
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
            onChange({ q: '', status: null, period: null, awaitingCash: false, archived: false })
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
  return (
    <label
      htmlFor={id}
      className="col-span-2 flex h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-zinc-300 px-3 text-sm font-medium text-zinc-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 md:col-span-1"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={checkboxClass}
      />
      {label}
    </label>
  );
}
