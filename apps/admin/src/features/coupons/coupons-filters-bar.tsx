import { COUPON_STATES, type CouponState } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Field, selectClass } from '../../ui/field';
import { SearchForm } from '../../ui/search-form';
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
      <Field label={t('coupons.filter.state')} id="filter-coupon-state" className="w-full sm:w-56">
        {(control) => (
          <select
            {...control}
            value={params.state ?? ''}
            onChange={(event) =>
              onChange({ state: event.target.value === '' ? null : (event.target.value as CouponState) })
            }
            className={selectClass(false)}
          >
            <option value="">{t('coupons.filter.all')}</option>
            {COUPON_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`coupons.state.${state}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
