import { formatNumber, type StoreRatingSummary } from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { RatingStars } from '../../ui/rating-stars.js';

/** Average, count and one bar per star (5 first), or the 'be the first' line without reviews. */
export function RatingSummary({ rating }: { rating: StoreRatingSummary }) {
  const { locale } = useShellData();
  const t = useT();
  if (rating.count === 0) {
    return <p className="text-sm text-slate-500">{t('product.rating.none')}</p>;
  }
  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-extrabold text-slate-900 tabular-nums">
          {formatNumber(rating.average, locale)}
        </p>
        <RatingStars rating={rating.average} />
        <p className="text-sm text-slate-500">
          <span className="sr-only">{t('product.rating.average', { average: rating.average })} · </span>
          {rating.count === 1
            ? t('product.rating.countOne')
            : t('product.rating.count', { count: formatNumber(rating.count, locale) })}
        </p>
      </div>
      <ul className="min-w-48 flex-1 space-y-1.5">
        {rating.distribution.map((row) => {
          const share = rating.count ? Math.round((row.count * 100) / rating.count) : 0;
          return (
            <li
              key={row.stars}
              className="flex items-center gap-2 text-xs text-slate-600"
              aria-label={t('product.rating.row', { stars: row.stars, count: row.count })}
            >
              <span className="w-3 text-end tabular-nums" aria-hidden>
                {formatNumber(row.stars, locale)}
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-6 tabular-nums" aria-hidden>
                {formatNumber(row.count, locale)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
