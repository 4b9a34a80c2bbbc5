import { GIFT_CARD_STATES, type GiftCardState } from '@matjar/core';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { SearchForm } from '../../ui/search-form';
import { SelectFilter } from '../../ui/select-filter';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../ui/use-search-text';
import { GIFT_CARD_SEARCH_MAX, type GiftCardListParams } from './list-params';

interface GiftCardsFiltersBarProps {
  params: GiftCardListParams;
  onChange: (change: Partial<GiftCardListParams>, options?: { typing?: boolean }) => void;
}

/** Search by order number or e-mail (never by a code: D19), and the state filter. */
export function GiftCardsFiltersBar({ params, onChange }: GiftCardsFiltersBarProps) {
  const { t } = useI18n();
  const searchQ = useCallback(
    (q: string, options?: { typing?: boolean }) => onChange({ q }, options),
    [onChange],
  );
  const { text, setText, search } = useSearchText(params.q, searchQ, { debounceMs: SEARCH_DEBOUNCE_MS });

  const filtered = params.q !== '' || params.state !== null;

  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <SearchForm
        id="gift-card-search"
        label={t('giftCards.search.label')}
        placeholder={t('giftCards.search.placeholder')}
        submitLabel={t('giftCards.search.submit')}
        maxLength={GIFT_CARD_SEARCH_MAX}
        value={text}
        onValueChange={setText}
        onSearch={search}
      />
      <p className="text-xs text-zinc-600">{t('giftCards.search.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectFilter<GiftCardState>
          id="filter-gift-card-state"
          label={t('giftCards.filter.state')}
          allLabel={t('giftCards.filter.all')}
          className="w-full sm:w-56"
          value={params.state}
          options={GIFT_CARD_STATES.map((state) => ({ value: state, label: t(`giftCards.state.${state}`) }))}
          onChange={(state) => onChange({ state })}
        />
        {filtered && (
          <Button variant="ghost" icon={X} onClick={() => onChange({ q: '', state: null })}>
            {t('giftCards.filter.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
