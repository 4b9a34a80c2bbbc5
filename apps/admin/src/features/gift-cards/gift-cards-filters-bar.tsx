import { GIFT_CARD_STATES, type GiftCardState } from '@matjar/core';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { Field, selectClass } from '../../ui/field';
import { SearchForm } from '../../ui/search-form';
import { GIFT_CARD_SEARCH_MAX, type GiftCardListParams } from './list-params';

/** Typing pauses this long before the list follows the search box (Enter searches at once). */
const SEARCH_DEBOUNCE_MS = 400;

interface GiftCardsFiltersBarProps {
  params: GiftCardListParams;
  onChange: (change: Partial<GiftCardListParams>, options?: { typing?: boolean }) => void;
}

/** Search by order number, e-mail or the code's last characters, and the state filter. */
export function GiftCardsFiltersBar({ params, onChange }: GiftCardsFiltersBarProps) {
  const { t } = useI18n();
  // The box's own text while typing; it follows the address when the search changes from elsewhere.
  const [text, setText] = useState(params.q);
  const [shownQ, setShownQ] = useState(params.q);
  if (params.q !== shownQ) {
    setShownQ(params.q);
    setText(params.q);
  }

  useEffect(() => {
    if (text.trim() === params.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }, { typing: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, onChange]);

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
        onSearch={() => text.trim() !== params.q.trim() && onChange({ q: text.trim() })}
      />
      <p className="text-xs text-zinc-600">{t('giftCards.search.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('giftCards.filter.state')} id="filter-gift-card-state" className="w-full sm:w-56">
          {(control) => (
            <select
              {...control}
              value={params.state ?? ''}
              onChange={(event) =>
                onChange({ state: event.target.value === '' ? null : (event.target.value as GiftCardState) })
              }
              className={selectClass(false)}
            >
              <option value="">{t('giftCards.filter.all')}</option>
              {GIFT_CARD_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`giftCards.state.${state}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {filtered && (
          <Button variant="ghost" icon={X} onClick={() => onChange({ q: '', state: null })}>
            {t('giftCards.filter.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
