import { TRUST_PAGE_SLUGS, defaultTrustPage } from '@matjar/core';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/**
 * The card brands the card payment takes, as marks beside the pay button: inline SVG with
 * a text alternative each (role="img", the brand's name), the list named for screen readers.
 */
export function CardMarks() {
  const t = useT();
  return (
    <ul aria-label={t('checkout.cardsAccepted')} className="flex items-center justify-center gap-2">
      <li>
        <svg role="img" aria-label="Visa" viewBox="0 0 48 30" className="h-7 w-11" lang="en">
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="12"
            fontStyle="italic"
            fontWeight="700"
            fill="#fff"
            aria-hidden="true"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="Mastercard" viewBox="0 0 48 30" className="h-7 w-11">
          <rect width="48" height="30" rx="4" fill="#111827" />
          <circle cx="19" cy="15" r="9" fill="#eb001b" />
          <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
    </ul>
  );
}

/** The shop's trust pages, linked under the pay button: what a shopper checks before paying. */
export function TrustPageLinks() {
  const { locale } = useShellData();
  const t = useT();
  return (
    <nav aria-label={t('checkout.trustPages')}>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
        {TRUST_PAGE_SLUGS.map((slug) => (
          <li key={slug}>
            <Link
              to={localizePath(`/pages/${slug}`, locale)}
              className="text-slate-600 underline hover:text-brand-700"
            >
              {defaultTrustPage(slug, locale).title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
