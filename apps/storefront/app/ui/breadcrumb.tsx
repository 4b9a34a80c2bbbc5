import { ChevronRight } from './icons.js';
import { Link } from 'react-router';
import { useT } from './layout/shell-data.js';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="size-4 text-slate-300 rtl:rotate-180" aria-hidden />}
            {item.to ? (
              <Link to={item.to} className="font-semibold hover:text-brand-700">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-bold text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
