import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CountLinkRow {
  label: string;
  /** The figure, formatted; `detail` may add a second line (an amount). */
  value: string;
  detail?: string;
  /** Where the figure leads; a row without one is plain text. */
  to?: string;
  /** Draws the eye when the figure is not zero. */
  urgent?: boolean;
}

/** A titled card of figures, each a link to the list of what it counts. */
export function CountLinkList({ id, title, rows }: { id: string; title: ReactNode; rows: CountLinkRow[] }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-zinc-200 bg-white">
      <h2 id={id} className="border-b border-zinc-200 px-4 py-3 font-semibold text-zinc-900">
        {title}
      </h2>
      <ul className="divide-y divide-zinc-100">
        {rows.map((row) => {
          const content = (
            <>
              <span className="min-w-0 flex-1 text-sm text-zinc-800">{row.label}</span>
              <span className="flex shrink-0 flex-col items-end">
                <span
                  className={`text-lg font-bold tabular-nums ${row.urgent ? 'text-amber-700' : 'text-zinc-900'}`}
                >
                  {row.value}
                </span>
                {row.detail && <span className="text-xs text-zinc-600 tabular-nums">{row.detail}</span>}
              </span>
            </>
          );
          return (
            <li key={row.label}>
              {row.to ? (
                <Link to={row.to} className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-50">
                  {content}
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-400 rtl:rotate-180" />
                </Link>
              ) : (
                <div className="flex items-center gap-3 px-4 py-3 pe-11">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
