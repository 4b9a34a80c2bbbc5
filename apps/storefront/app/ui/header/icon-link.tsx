import type { Icon } from '../icons.js';
import { Link } from 'react-router';
import { formatNumber, type Locale } from '@matjar/core';
import { useShellData, useT } from '../layout/shell-data.js';

interface IconLinkProps {
  to: string;
  label: string;
  icon: Icon;
  /** Shown as a badge when above zero. */
  count?: number;
  /** Changes on every add to the cart: the badge bumps once (a fresh element replays its animation). */
  bump?: number;
}

function formatCount(count: number, locale: Locale): string {
  return count > 99 ? '99+' : formatNumber(count, locale);
}

export function IconLink({ to, label, icon: Icon, count = 0, bump = 0 }: IconLinkProps) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <Link
      to={to}
      aria-label={count > 0 ? t('header.itemCount', { label, count }) : label}
      title={label}
      className="relative grid size-10 place-items-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <Icon className="size-6" aria-hidden strokeWidth={1.75} />
      {count > 0 && (
        <span
          key={bump}
          aria-hidden
          data-bump={bump > 0 ? bump : undefined}
          className="absolute -top-0.5 -end-0.5 grid data-[bump]:motion-safe:animate-[cart-bump_450ms_ease-out] h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {formatCount(count, locale)}
        </span>
      )}
    </Link>
  );
}
