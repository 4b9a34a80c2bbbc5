import { NavLink, useLocation } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import type { Role } from '@matjar/core';
import { NavCount, useNavCounts } from './nav-counts';
import { NAV_ENTRIES, isAlsoActive, isVisibleTo, type NavLinkEntry } from './nav-items';

interface SidebarNavProps {
  role: Role;
  /** Lets the phone drawer close once a destination is chosen. */
  onNavigate?: () => void;
}

export function SidebarNav({ role, onNavigate }: SidebarNavProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const counts = useNavCounts(role);
  const renderLink = (entry: NavLinkEntry) =>
    isVisibleTo(entry, role) ? (
      <li key={entry.to}>
        <NavLink
          to={entry.to}
          onClick={onNavigate}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
              isActive || isAlsoActive(entry, pathname)
                ? 'bg-brand-50 text-brand-800'
                : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900'
            }`
          }
        >
          <entry.icon aria-hidden="true" className="size-[18px] shrink-0 opacity-80" />
          {t(entry.labelKey)}
          <NavCount count={counts[entry.to]} />
        </NavLink>
      </li>
    ) : null;

  return (
    <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {NAV_ENTRIES.map((entry) =>
          entry.kind === 'link' ? (
            renderLink(entry)
          ) : (
            <li key={entry.labelKey} className="py-2">
              <span
                id={`nav-group-${entry.labelKey}`}
                className="block px-3 pb-1 text-xs font-semibold text-zinc-500"
              >
                {t(entry.labelKey)}
              </span>
              {/* The indent and rule show that these links belong to the group. */}
              <ul
                aria-labelledby={`nav-group-${entry.labelKey}`}
                className="ms-5 space-y-1 border-s border-zinc-200 ps-2"
              >
                {entry.links.map(renderLink)}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
