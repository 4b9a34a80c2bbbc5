import type { ReactNode } from 'react';

/** One titled card of the customer page; the heading names it for screen-reader navigation. */
export function CustomerSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-base font-bold text-zinc-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs: stacked on a phone, side by side from sm. */
export function CustomerDetailList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr] sm:gap-y-2">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-zinc-600">{row.label}</dt>
          <dd className="mb-2 font-medium break-words text-zinc-900 sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
