import { formatDate, scriptOf, type Review } from '@matjar/core';
import { BadgeCheck } from '../../ui/icons.js';
import { RatingStars } from '../../ui/rating-stars.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/** Reviews newest first, or the 'be the first' empty state. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { locale } = useShellData();
  const t = useT();
  if (reviews.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-500">
        {t('reviews.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <article>
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 dir="auto" lang={scriptOf(review.customerName)} className="font-bold text-slate-900">
                {review.customerName}
              </h3>
              <span role="img" aria-label={t('reviews.stars', { rating: review.rating })}>
                <RatingStars rating={review.rating} />
              </span>
              {review.verified && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
                  <BadgeCheck className="size-4" aria-hidden />
                  {t('reviews.verified')}
                </span>
              )}
              <time dateTime={review.date} className="ms-auto text-xs text-slate-500">
                {formatDate(review.date, locale)}
              </time>
            </header>
            {/* Shoppers write (and are named) in either language, whatever the page's: said, so a screen
                reader reads the comment and the name in that language's voice. */}
            <p
              dir="auto"
              lang={scriptOf(review.comment)}
              className="mt-2 leading-7 whitespace-pre-line text-slate-700"
            >
              {review.comment}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
