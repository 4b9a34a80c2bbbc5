import type { Icon } from '../../ui/icons.js';
import type { ReactNode } from 'react';

const TONES = {
  success: 'bg-emerald-50 text-emerald-600',
  danger: 'bg-red-50 text-red-600',
  neutral: 'bg-amber-50 text-amber-600',
  brand: 'bg-brand-50 text-brand-600',
} as const;

/** The frame of a payment result screen: icon, heading, what happened, then details and ways onward. */
export function ResultPanel({
  icon: Icon,
  tone,
  title,
  text,
  children,
}: {
  icon: Icon;
  tone: keyof typeof TONES;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-6 px-4 py-10 text-center sm:py-14">
      <span className={`grid size-20 place-items-center rounded-full ${TONES[tone]}`}>
        <Icon className="size-10" aria-hidden strokeWidth={1.75} />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        {text && <div className="leading-7 text-slate-600">{text}</div>}
      </div>
      {children}
    </div>
  );
}

/** Label and value rows of an order. */
export function DetailRows({ rows }: { rows: { label: string; value: ReactNode; ltr?: boolean }[] }) {
  return (
    <dl className="w-full divide-y divide-slate-100 rounded-2xl bg-white px-5 text-start shadow-sm ring-1 ring-slate-200">
      {rows.map(({ label, value, ltr }) => (
        <div key={label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-bold text-slate-900" dir={ltr ? 'ltr' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ResultActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-center gap-3">{children}</div>;
}
