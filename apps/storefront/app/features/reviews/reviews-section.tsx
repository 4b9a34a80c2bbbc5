import type { Review, StoreRatingSummary } from '@matjar/core';
import type { FetcherWithComponents } from 'react-router';
import { useT } from '../../ui/layout/shell-data.js';
import type { ReviewActionData } from './review-action.js';
import { ReviewForm } from './review-form.js';
import { ReviewList } from './review-list.js';
import { RatingSummary } from './rating-summary.js';

export const REVIEWS_ANCHOR = 'reviews';

interface ReviewsSectionProps {
  reviews: readonly Review[];
  rating: StoreRatingSummary;
  fetcher: FetcherWithComponents<ReviewActionData>;
}

export function ReviewsSection({ reviews, rating, fetcher }: ReviewsSectionProps) {
  const t = useT();
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="reviews-title" className="scroll-mt-28">
      <h2 id="reviews-title" className="mb-4 text-2xl font-extrabold text-slate-900">
        {t('reviews.title')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="space-y-5">
          <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <RatingSummary rating={rating} />
          </div>
          <ReviewForm fetcher={fetcher} />
        </div>
        <ReviewList reviews={reviews} />
      </div>
    </section>
  );
}
