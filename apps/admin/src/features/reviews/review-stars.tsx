import { RATING_MAX } from '@matjar/core';
import { Star } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';

/** The rating as filled stars, read as "4 of 5 stars". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('reviews.stars', { rating })}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < rating ? 'fill-amber-400 text-amber-500' : 'fill-zinc-100 text-zinc-300'}`}
        />
      ))}
    </span>
  );
}
