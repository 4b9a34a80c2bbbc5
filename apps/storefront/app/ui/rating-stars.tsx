import { Star } from './icons.js';
import { starFills } from './star-fills.js';

const FILLED = 'fill-amber-400 text-amber-400';
const EMPTY = 'fill-slate-200 text-slate-200';

/**
 * Five stars drawn to the nearest half (starFills); decorative: the exact value is the label beside them. A half
 * star is an empty star with a filled one clipped over its starting half, so it fills from the right in Arabic
 * (an RTL box overflows to its left, keeping the star under the empty one).
 */
export function RatingStars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-hidden data-rating={rating}>
      {starFills(rating).map((fill, index) =>
        fill === 'half' ? (
          <span key={index} className="relative inline-flex" data-star="half">
            <Star className={`${size} ${EMPTY}`} />
            <span className="absolute inset-y-0 start-0 flex w-1/2 overflow-hidden">
              <Star className={`${size} ${FILLED} max-w-none shrink-0`} />
            </span>
          </span>
        ) : (
          <Star key={index} className={`${size} ${fill === 'full' ? FILLED : EMPTY}`} data-star={fill} />
        ),
      )}
    </span>
  );
}
