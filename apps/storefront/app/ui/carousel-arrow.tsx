import { ChevronLeft, ChevronRight } from './icons.js';

/**
 * The round previous/next button of a carousel, placed at its start or end edge, over the pictures (hence the
 * two-colour focus ring of app.css). The chevron points back
 * (start) or forward (end) in the reading direction, so it turns round in RTL.
 */
export function CarouselArrow({
  side,
  label,
  onClick,
  className = 'grid',
}: {
  side: 'start' | 'end';
  label: string;
  onClick: () => void;
  /** Display classes (default `grid`), e.g. `hidden sm:grid` where swiping is enough on phones. */
  className?: string;
}) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`focus-on-media absolute top-1/2 size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-slate-200 [--focus-ring-inset:-6px] hover:bg-white ${side === 'start' ? 'start-3' : 'end-3'} ${className}`}
    >
      <Icon className="size-5 rtl:rotate-180" aria-hidden />
    </button>
  );
}
