import { useId, useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { ShopperText } from '../../ui/shopper-text';

/** Longer comments start clamped to three lines (the moderation rule lets pending ones run to 2000). */
const CLAMP_FROM_CHARS = 160;

/** The comment, in its own direction (an English review in the Arabic screen), clamped with "show more". */
export function ReviewComment({ comment }: { comment: string }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = comment.length > CLAMP_FROM_CHARS || comment.split('\n').length > 3;
  return (
    <div className="max-w-prose">
      <p
        id={id}
        dir="auto"
        className={`text-sm break-words whitespace-pre-line text-zinc-800 ${long && !open ? 'line-clamp-3' : ''}`}
      >
        <ShopperText text={comment} />
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? t('reviews.less') : t('reviews.more')}
        </button>
      )}
    </div>
  );
}
