import type { ReactNode } from 'react';

/** The title block at the top of a catalogue page. */
export function PageHeading({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        {text && <p className="mt-2 text-slate-600">{text}</p>}
      </div>
      {children}
    </div>
  );
}
