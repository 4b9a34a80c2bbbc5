import { RATING_MAX, RATING_MIN, type ReviewStatus } from '@matjar/core';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { Field, selectClass } from '../../ui/field';
import { SearchForm } from '../../ui/search-form';
import { hasReviewFilters, REVIEW_PRODUCT_SEARCH_MAX, type ReviewListParams } from './list-params';

/** Typing pauses this long before the list follows the search box (Enter searches at once). */
const SEARCH_DEBOUNCE_MS = 400;
/** Waiting reviews first: they are what the screen is mostly opened for. */
const STATUS_ORDER: readonly ReviewStatus[] = ['pending', 'published', 'hidden'];
const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MAX - index);

interface ReviewFiltersBarProps {
  params: ReviewListParams;
  onChange: (change: Partial<ReviewListParams>, options?: { typing?: boolean }) => void;
}

/** The product's name in either language (folded by the server as the shop's search does), status, rating. */
export function ReviewFiltersBar({ params, onChange }: ReviewFiltersBarProps) {
  const { t } = useI18n();
  // The box's own text while typing; it follows the address when the search changes from elsewhere.
  const [text, setText] = useState(params.product);
  const [shown, setShown] = useState(params.product);
  if (params.product !== shown) {
    setShown(params.product);
    setText(params.product);
  }

  useEffect(() => {
    if (text.trim() === params.product.trim()) return;
    const timer = setTimeout(() => onChange({ product: text.trim() }, { typing: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.product, onChange]);

  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <SearchForm
        id="review-product-search"
        label={t('reviews.filter.product')}
        placeholder={t('reviews.filter.productPlaceholder')}
        submitLabel={t('reviews.filter.productSubmit')}
        maxLength={REVIEW_PRODUCT_SEARCH_MAX}
        value={text}
        onValueChange={setText}
        onSearch={() => text.trim() !== params.product.trim() && onChange({ product: text.trim() })}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <Field label={t('reviews.filter.status')} id="filter-review-status" className="sm:w-56">
          {(control) => (
            <select
              {...control}
              value={params.status ?? ''}
              onChange={(event) =>
                onChange({ status: event.target.value === '' ? null : (event.target.value as ReviewStatus) })
              }
              className={selectClass(false)}
            >
              <option value="">{t('reviews.filter.all')}</option>
              {STATUS_ORDER.map((status) => (
                <option key={status} value={status}>
                  {t(`reviews.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('reviews.filter.rating')} id="filter-review-rating" className="sm:w-44">
          {(control) => (
            <select
              {...control}
              value={params.rating ?? ''}
              onChange={(event) =>
                onChange({ rating: event.target.value === '' ? null : Number(event.target.value) })
              }
              className={selectClass(false)}
            >
              <option value="">{t('reviews.filter.all')}</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {t('reviews.stars', { rating })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {hasReviewFilters(params) && (
        <Button
          size="sm"
          variant="ghost"
          icon={X}
          onClick={() => onChange({ product: '', status: null, rating: null })}
        >
          {t('reviews.filter.clear')}
        </Button>
      )}
    </div>
  );
}
