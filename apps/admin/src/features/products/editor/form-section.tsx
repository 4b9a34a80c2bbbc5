import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Locked } from './read-only';

/** A titled part of the product form, with the server's or the schema's messages about its rows. */
export function FormSection({
  title,
  actions,
  problems = [],
  lockChildren = true,
  children,
}: {
  title: string;
  actions?: ReactNode;
  problems?: readonly string[];
  /** False: the section locks its own controls (it holds a scrolling box, which must not be locked). */
  lockChildren?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-zinc-900">{title}</h2>
        {actions && (
          <Locked>
            <div className="flex flex-wrap gap-2">{actions}</div>
          </Locked>
        )}
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="mb-3 space-y-1 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem} className="flex items-start gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {problem}
            </li>
          ))}
        </ul>
      )}
      {lockChildren ? (
        <Locked>
          <div className="space-y-4">{children}</div>
        </Locked>
      ) : (
        <div className="space-y-4">{children}</div>
      )}
    </section>
  );
}
