import type { ProductSort } from '@matjar/core';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { useT } from '../../ui/layout/shell-data.js';
import { SORT_LABELS, SORT_OPTIONS } from './product-filters.js';

/**
 * The order of a category's products as a GET form of one select: it submits itself on change once hydrated
 * (back to page 1, since the address keeps only the sort), and the button under noscript keeps it working
 * before or without JavaScript. A native select, so keyboard and screen readers work as everywhere else.
 */
export function SortControl({ sort }: { sort: ProductSort }) {
  const t = useT();
  const submit = useSubmit();
  const id = useId();
  return (
    <Form
      method="get"
      className="flex flex-1 items-end gap-2 sm:flex-none"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <label className="flex w-full flex-col gap-1 text-xs font-bold text-slate-500 sm:w-60" htmlFor={id}>
        {t('products.sort.label')}
        <select
          id={id}
          name="sort"
          defaultValue={sort}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white ps-3 pe-8 text-sm font-semibold text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(SORT_LABELS[option])}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="h-11 rounded-xl bg-brand-700 px-5 text-sm font-bold text-white">
          {t('products.filter.apply')}
        </button>
      </noscript>
    </Form>
  );
}
