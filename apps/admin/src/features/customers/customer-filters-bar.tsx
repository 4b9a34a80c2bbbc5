import {
  CUSTOMER_KINDS,
  CUSTOMER_STATUS_FILTERS,
  type CustomerKind,
  type CustomerStatusFilter,
} from '@matjar/core';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { SearchForm } from '../../ui/search-form';
import { SelectFilter } from '../../ui/select-filter';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../ui/use-search-text';
import { CUSTOMER_SEARCH_MAX, hasCustomerFilters, type CustomerListParams } from './list-params';

interface CustomerFiltersBarProps {
  /** Used in element ids, so two lists on one page would not clash. */
  idPrefix: string;
  params: CustomerListParams;
  onChange: (change: Partial<CustomerListParams>) => void;
}

/**
 * Search by name, e-mail or phone (the server folds Arabic letter forms, Arabic-Indic digits, +974), status and
 * kind (guest or account).
 */
export function CustomerFiltersBar({ idPrefix, params, onChange }: CustomerFiltersBarProps) {
  const { t } = useI18n();
  // The list lives in component state, not the address, so a paused search needs no history handling.
  const searchQ = useCallback((q: string) => onChange({ q }), [onChange]);
  const { text, setText, search } = useSearchText(params.q, searchQ, { debounceMs: SEARCH_DEBOUNCE_MS });

  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
        <SearchForm
          id={`${idPrefix}-search`}
          label={t('customers.search.label')}
          placeholder={t('customers.search.placeholder')}
          submitLabel={t('customers.search.submit')}
          maxLength={CUSTOMER_SEARCH_MAX}
          value={text}
          onValueChange={setText}
          onSearch={search}
        />
        <SelectFilter<CustomerStatusFilter>
          id={`${idPrefix}-status`}
          label={t('customers.filter.status')}
          allLabel={t('customers.filter.all')}
          value={params.status}
          options={CUSTOMER_STATUS_FILTERS.map((status) => ({
            value: status,
            label: t(`customers.status.${status}`),
          }))}
          onChange={(status) => onChange({ status })}
        />
        <SelectFilter<CustomerKind>
          id={`${idPrefix}-kind`}
          label={t('customers.filter.kind')}
          allLabel={t('customers.filter.allKinds')}
          value={params.kind}
          options={CUSTOMER_KINDS.map((kind) => ({ value: kind, label: t(`customers.kind.${kind}`) }))}
          onChange={(kind) => onChange({ kind })}
        />
      </div>
      {hasCustomerFilters(params) && (
        <Button
          size="sm"
          variant="ghost"
          icon={X}
          onClick={() => onChange({ q: '', status: null, kind: null })}
        >
          {t('customers.filter.clear')}
        </Button>
      )}
    </div>
  );
}
