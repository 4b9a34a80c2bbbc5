import { GIFT_CARD_CODE_SHOWN, formatDate, formatMoney, type AdminOrderGiftCard } from '@matjar/core';
import { Eye, Gift } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useRevealGiftCard } from '../api/order-detail-actions';

/**
 * The codes issued for a gift-card line, masked. Revealing one asks first (the server records who saw it)
 * and then shows it in place for this visit only; it is never kept in the page's cache.
 */
export function GiftCardCodes({ orderId, cards }: { orderId: number; cards: readonly AdminOrderGiftCard[] }) {
  const { t, language } = useI18n();
  const can = useCan();
  const reveal = useRevealGiftCard(orderId);
  const [confirm, confirmDialog] = useConfirm();
  const [revealed, setRevealed] = useState<Readonly<Record<number, string>>>({});
  const [pendingId, setPendingId] = useState<number | null>(null);
  const mayReveal = can('orders.manage');

  if (cards.length === 0) return <p className="text-sm text-zinc-600">{t('orderPage.giftCards.pending')}</p>;

  const onReveal = async (card: AdminOrderGiftCard) => {
    const ok = await confirm({
      title: t('orderPage.giftCards.confirmTitle'),
      description: t('orderPage.giftCards.confirmBody'),
      confirmLabel: t('orderPage.giftCards.reveal'),
    });
    if (!ok) return;
    setPendingId(card.id);
    try {
      const code = await reveal.mutateAsync(card.id);
      setRevealed((shown) => ({ ...shown, [card.id]: code }));
    } catch (error) {
      toast.error(
        t('orderPage.giftCards.revealFailed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
    } finally {
      setPendingId(null);
    }
  };

  return (
    <div>
      <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-zinc-800">
        <Gift aria-hidden="true" className="size-4 text-brand-700" />
        {t('orderPage.giftCards.title')}
      </p>
      <ul className="space-y-2">
        {cards.map((card) => {
          const last = card.masked_code.slice(-GIFT_CARD_CODE_SHOWN);
          const code = revealed[card.id];
          return (
            <li
              key={card.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-2"
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
                  <p className="text-sm">
                    <span className="sr-only">{t('orderPage.giftCards.masked', { last })}</span>
                    <code aria-hidden="true" dir="ltr" className="font-mono text-base text-zinc-800">
                      {card.masked_code}
                    </code>
                  </p>
                )}
                <p className="text-xs text-zinc-600">
                  {t('orderPage.giftCards.details', {
                    amount: formatMoney(card.denomination, language),
                    date: formatDate(card.expires_at, language),
                  })}
                </p>
              </div>
              {!code && mayReveal && (
                <Button
                  size="sm"
                  icon={Eye}
                  loading={pendingId === card.id}
                  aria-label={t('orderPage.giftCards.revealNamed', { last })}
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
