import type { ReactNode } from 'react';
import { Link } from 'react-router';

const STYLES = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 hover:ring-brand-300',
} as const;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof STYLES;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold transition ${STYLES[variant]}`}
    >
      {children}
    </Link>
  );
}
