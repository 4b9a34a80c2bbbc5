import { CUSTOMER_STATUS_FILTERS, type CustomerStatusFilter } from '@matjar/core';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { Field, selectClass } from '../../ui/field';
import { SearchForm } from '../../ui/search-form';
import { CUSTOMER_SEARCH_MAX, hasCustomerFilters, type CustomerListParams } from './list-params';

/** Typing pauses this long before the list follows the search box (Enter searches at once). */
const CUSTOMER_SEARCH_DEBOUNCE_MS = 400;

interface CustomerFiltersBarProps {
  /** Used in element ids, so two lists on one page would not clash. */
  idPrefix: string;
  params: CustomerListParams;
  onChange: (change: Partial<CustomerListParams>) => void;
}

/** Search by name, e-mail or phone (the server folds Arabic letter forms, Arabic-Indic digits, +974) and status. */
export function CustomerFiltersBar({ idPrefix, params, onChange }: CustomerFiltersBarProps) {
  const { t } = useI18n();
  // The box keeps its own text while typing; the list follows after a pause, or at once on Enter.
  const [text, setText] = useState(params.q);
  const [shownQ, setShownQ] = useState(params.q);
  if (params.q !== shownQ) {
    setShownQ(params.q);
    setText(params.q);
  }

  useEffect(() => {
    if (text.trim() === params.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, onChange]);

  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <div className="grid gap-3 md:grid-cols-[1fr_14rem] md:items-end">
        <SearchForm
          id={`${idPrefix}-search`}
          label={t('customers.search.label')}
          placeholder={t('customers.search.placeholder')}
          submitLabel={t('customers.search.submit')}
          maxLength={CUSTOMER_SEARCH_MAX}
          value={text}
          onValueChange={setText}
          onSearch={() => text.trim() !== params.q.trim() && onChange({ q: text.trim() })}
        />
        <Field label={t('customers.filter.status')} id={`${idPrefix}-status`}>
          {(control) => (
            <select
              {...control}
              value={params.status ?? ''}
              onChange={(event) =>
                onChange({
                  status: event.target.value === '' ? null : (event.target.value as CustomerStatusFilter),
                })
              }
              className={selectClass(false)}
            >
              <option value="">{t('customers.filter.all')}</option>
              {CUSTOMER_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {t(`customers.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {hasCustomerFilters(params) && (
        <Button size="sm" variant="ghost" icon={X} onClick={() => onChange({ q: '', status: null })}>
          {t('customers.filter.clear')}
        </Button>
      )}
    </div>
  );
}
