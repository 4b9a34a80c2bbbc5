import { formatDate, formatMoney, isolate, type AdminOrderGiftCard } from '@matjar/core';
import { Eye, Gift } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/language-context';
import { useConfirmedGiftCardReveal } from '../../../lib/api/gift-card-reveal';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';

/**
 * The codes issued for a gift-card line, masked (brand and value only, D19) and named by card number. Revealing one asks first (the server records who saw it)
 * and then shows it in place for this visit only; it is never kept in the page's cache. A void code is
 * struck through with its reason and replacement; resending and voiding live on the gift-cards screen,
 * which the link opens on this order.
 */
export function GiftCardCodes({
  orderId,
  orderNumber,
  cards,
}: {
  orderId: number;
  orderNumber: string;
  cards: readonly AdminOrderGiftCard[];
}) {
  const { t, language } = useI18n();
  const can = useCan();
  const [confirm, confirmDialog] = useConfirm();
  const { revealCode, pendingId } = useConfirmedGiftCardReveal(confirm, t('orderPage.giftCards.reveal'));
  const [revealed, setRevealed] = useState<Readonly<Record<number, string>>>({});
  const mayReveal = can('orders.manage');

  if (cards.length === 0) return <p className="text-sm text-zinc-600">{t('orderPage.giftCards.pending')}</p>;

  const onReveal = async (card: AdminOrderGiftCard) => {
    const code = await revealCode({ orderId, giftCardId: card.id });
    if (code !== null) setRevealed((shown) => ({ ...shown, [card.id]: code }));
  };

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-zinc-800">
          <Gift aria-hidden="true" className="size-4 text-brand-700" />
          {t('orderPage.giftCards.title')}
        </p>
        <Link
          to={`/gift-cards?q=${encodeURIComponent(orderNumber)}`}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {mayReveal ? t('orderPage.giftCards.manage') : t('orderPage.giftCards.open')}
        </Link>
      </div>
      <ul className="space-y-2">
        {cards.map((card) => {
          const id = card.id;
          const code = revealed[card.id];
          const isVoid = card.voided_at !== null;
          return (
            <li
              key={card.id}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 ${
                isVoid ? 'border-zinc-200 bg-zinc-50' : 'border-zinc-200 bg-white'
              }`}
            >
              <div className="min-w-0">
                {code ? (
                  <p className="text-sm">
                    <span className="me-2 text-zinc-600">{t('orderPage.giftCards.revealed')}:</span>
                    <code dir="ltr" className="font-mono text-base font-semibold break-all text-zinc-900">
                      {code}
                    </code>
                  </p>
                ) : (
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="sr-only">{t('orderPage.giftCards.masked', { id })}</span>
                    {isVoid ? (
                      <del aria-hidden="true" dir="ltr" className="font-mono text-base text-zinc-500">
                        {card.masked_code}
                      </del>
                    ) : (
                      <code aria-hidden="true" dir="ltr" className="font-mono text-base text-zinc-800">
                        {card.masked_code}
                      </code>
                    )}
                    <span aria-hidden="true" className="text-xs text-zinc-600">
                      {t('giftCards.cardNumber', { id })}
                    </span>
                    {isVoid && (
                      <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                        {t('orderPage.giftCards.void')}
                      </span>
                    )}
                  </p>
                )}
                <p className="text-xs text-zinc-600">
                  {t('orderPage.giftCards.details', {
                    amount: formatMoney(card.denomination, language),
                    date: formatDate(card.expires_at, language),
                  })}
                </p>
                {isVoid && card.void_reason && (
                  <p className="text-xs break-words text-zinc-700">
                    {t('orderPage.giftCards.voidReason', { reason: isolate(card.void_reason) })}
                  </p>
                )}
                {card.replaced_by_id !== null && (
                  <p className="text-xs text-zinc-700">
                    {t('orderPage.giftCards.replacedBy', { id: card.replaced_by_id })}
                  </p>
                )}
                {card.replaces_id !== null && (
                  <p className="text-xs text-zinc-700">
                    {t('orderPage.giftCards.replaces', { id: card.replaces_id })}
                  </p>
                )}
              </div>
              {!code && !isVoid && mayReveal && (
                <Button
                  size="sm"
                  icon={Eye}
                  loading={pendingId === card.id}
                  aria-label={t('orderPage.giftCards.revealNamed', { id })}
                  onClick={() => void onReveal(card)}
                >
                  {t('orderPage.giftCards.reveal')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {!mayReveal && <p className="mt-2 text-xs text-zinc-600">{t('orderPage.giftCards.managersOnly')}</p>}
      {confirmDialog}
    </div>
  );
}
