import type { ReactNode } from 'react';

/**
 * A screen's title, with its main actions at the end (left in Arabic, right in English). The title may hold
 * markup, e.g. an order number isolated in <bdi> so it keeps its left-to-right order in an Arabic heading.
 */
export function PageHeading({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
