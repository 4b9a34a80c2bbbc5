import { formatDate, isolate, type AdminGiftCard, type GiftCardState } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

// The label carries the meaning; the colour only helps the eye.
const TONE: Record<GiftCardState, string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  expired: 'bg-zinc-100 text-zinc-800 ring-zinc-300',
  void: 'bg-red-100 text-red-900 ring-red-300',
};

/** The card's state; a void one also says who voided it, when, why, and which card replaced it. */
export function GiftCardState({ card }: { card: AdminGiftCard }) {
  const { t, language } = useI18n();
  return (
    <span className="inline-flex max-w-xs flex-col items-start gap-1">
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[card.state]}`}
      >
        {t(`giftCards.state.${card.state}`)}
      </span>
      {card.voided_at && (
        <span className="text-xs text-zinc-600">
          {t('giftCards.voidedBy', {
            name: card.voided_by ? isolate(card.voided_by) : '—',
            date: formatDate(card.voided_at, language),
          })}
        </span>
      )}
      {card.void_reason && (
        <span className="text-xs break-words text-zinc-700">
          {t('giftCards.voidReason', { reason: isolate(card.void_reason) })}
        </span>
      )}
      {card.replaced_by_id !== null && (
        <span className="text-xs text-zinc-700">
          {t('giftCards.replacedBy', { id: card.replaced_by_id })}
        </span>
      )}
      {card.replaces_id !== null && (
        <span className="text-xs text-zinc-700">{t('giftCards.replaces', { id: card.replaces_id })}</span>
      )}
    </span>
  );
}
