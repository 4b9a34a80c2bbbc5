import { RATING_MAX, RATING_MIN, type ReviewStatus } from '@matjar/core';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { SearchForm } from '../../ui/search-form';
import { SelectFilter } from '../../ui/select-filter';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../ui/use-search-text';
import { hasReviewFilters, REVIEW_PRODUCT_SEARCH_MAX, type ReviewListParams } from './list-params';

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
  const searchProduct = useCallback(
    (product: string, options?: { typing?: boolean }) => onChange({ product }, options),
    [onChange],
  );
  const { text, setText, search } = useSearchText(params.product, searchProduct, {
    debounceMs: SEARCH_DEBOUNCE_MS,
  });

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
        onSearch={search}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SelectFilter<ReviewStatus>
          id="filter-review-status"
          label={t('reviews.filter.status')}
          allLabel={t('reviews.filter.all')}
          className="sm:w-56"
          value={params.status}
          options={STATUS_ORDER.map((status) => ({ value: status, label: t(`reviews.status.${status}`) }))}
          onChange={(status) => onChange({ status })}
        />
        <SelectFilter<number>
          id="filter-review-rating"
          label={t('reviews.filter.rating')}
          allLabel={t('reviews.filter.all')}
          className="sm:w-44"
          value={params.rating}
          options={RATINGS.map((rating) => ({ value: rating, label: t('reviews.stars', { rating }) }))}
          onChange={(rating) => onChange({ rating })}
        />
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
