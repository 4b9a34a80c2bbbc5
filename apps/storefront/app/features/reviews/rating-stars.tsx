import { Star } from '../../ui/icons.js';
import { RATING_MAX } from '@matjar/core';

/** Five stars filled up to `rating` (rounded to the nearest half shown as full); decorative, label beside. */
export function RatingStars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" aria-hidden>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          className={`${size} ${index < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}`}
        />
      ))}
    </span>
  );
}
