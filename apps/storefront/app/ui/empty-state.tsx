import type { Icon } from './icons.js';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: Icon;
  title: string;
  text?: string;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** Heading level: h1 when the state is the whole page (not found), h2 inside a page. */
  as?: 'h1' | 'h2';
}

/** The empty and not-found states of storefront §8: an icon, what happened and where to go next. */
export function EmptyState({ icon: Icon, title, text, children, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div data-empty-state className="mx-auto flex max-w-lg flex-col items-center px-4 py-14 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-10" aria-hidden strokeWidth={1.5} />
      </span>
      <Heading className="mt-6 text-2xl font-extrabold text-slate-900">{title}</Heading>
      {text && <p className="mt-3 leading-7 text-slate-600">{text}</p>}
      {children && <div className="mt-7 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
