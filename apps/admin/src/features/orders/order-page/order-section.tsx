import type { ReactNode } from 'react';

/** One titled card of the order page; the heading names it for screen-reader navigation. */
export function OrderSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="@container rounded-xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-bold text-zinc-900">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** Label and value pairs of a card: stacked in a narrow card (a phone, the side column), side by side in a wide one. */
export function DetailList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm @sm:grid-cols-[minmax(7rem,auto)_1fr] @sm:gap-y-2">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-zinc-600">{row.label}</dt>
          <dd className="mb-2 font-medium break-words text-zinc-900 @sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
