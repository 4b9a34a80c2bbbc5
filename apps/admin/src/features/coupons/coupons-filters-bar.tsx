import { COUPON_STATES, type CouponState } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { SearchForm } from '../../ui/search-form';
import { SelectFilter } from '../../ui/select-filter';
import type { CouponListParams } from './api/coupons-api';

interface CouponsFiltersBarProps {
  params: CouponListParams;
  onChange: (change: Partial<CouponListParams>) => void;
}

/** Search by code (on Enter or the button) and the state filter, both kept in the address. */
export function CouponsFiltersBar({ params, onChange }: CouponsFiltersBarProps) {
  const { t } = useI18n();
  const [text, setText] = useState(params.q);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:flex-row sm:items-end">
      <div className="grow">
        <SearchForm
          id="coupon-search"
          label={t('coupons.search.label')}
          placeholder={t('coupons.search.placeholder')}
          submitLabel={t('coupons.search.submit')}
          maxLength={64}
          value={text}
          onValueChange={setText}
          onSearch={() => onChange({ q: text.trim() })}
        />
      </div>
      <SelectFilter<CouponState>
        id="filter-coupon-state"
        label={t('coupons.filter.state')}
        allLabel={t('coupons.filter.all')}
        className="w-full sm:w-56"
        value={params.state}
        options={COUPON_STATES.map((state) => ({ value: state, label: t(`coupons.state.${state}`) }))}
        onChange={(state) => onChange({ state })}
      />
    </div>
  );
}
