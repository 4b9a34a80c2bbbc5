import type { ProductSort } from '@matjar/core';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { NoScriptApply, SortSelect } from './product-filters.js';

/**
 * The order of a category's products as a GET form of one select: it submits itself on change once hydrated
 * (back to page 1, since the address keeps only the sort), and the button under noscript keeps it working
 * before or without JavaScript. A native select, so keyboard and screen readers work as everywhere else.
 */
export function SortControl({ sort }: { sort: ProductSort }) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form
      method="get"
      className="flex flex-1 items-end gap-2 sm:flex-none"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      <SortSelect
        id={id}
        sort={sort}
        className="flex w-full flex-col gap-1 text-xs font-bold text-slate-500 sm:w-60"
      />
      <NoScriptApply />
    </Form>
  );
}
