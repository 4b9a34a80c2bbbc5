import type { AdminGiftCard } from '@matjar/core';
import { Copy, Eye } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { useConfirmedGiftCardReveal } from '../../lib/api/gift-card-reveal';
import { Button } from '../../ui/button';

/**
 * The masked code (brand and value only: no character of the code, D19) and the card's number, which every
 * label names it by; for managers a reveal button (asks first: the reveal is logged) that shows the code in
 * place, for this visit only, with a copy button. A void code is struck through and cannot be revealed.
 */
export function GiftCardCodeCell({
  card,
  mayReveal,
  confirm,
}: {
  card: AdminGiftCard;
  mayReveal: boolean;
  confirm: (options: { title: string; description: string; confirmLabel: string }) => Promise<boolean>;
}) {
  const { t } = useI18n();
  const { revealCode, pendingId } = useConfirmedGiftCardReveal(confirm, t('giftCards.reveal'));
  const [code, setCode] = useState<string | null>(null);
  const id = card.id;
  const isVoid = card.state === 'void';

  const onReveal = async () => {
    const revealed = await revealCode({ orderId: card.order_id, giftCardId: card.id });
    if (revealed !== null) setCode(revealed);
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      toast.success(t('giftCards.copied'));
    } catch {
      toast.error(t('giftCards.copyFailed'));
    }
  };

  if (code) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <code dir="ltr" className="font-mono text-sm font-semibold break-all text-zinc-900 select-all">
          {code}
        </code>
        <Button
          size="sm"
          variant="ghost"
          icon={Copy}
          aria-label={t('giftCards.copyNamed', { id })}
          onClick={() => void onCopy()}
        >
          <span aria-hidden="true">{t('giftCards.copy')}</span>
        </Button>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="sr-only">{t('giftCards.masked', { id })}</span>
      <span aria-hidden="true" className="inline-flex flex-col">
        {isVoid ? (
          <del dir="ltr" className="font-mono text-sm text-zinc-500">
            {card.masked_code}
          </del>
        ) : (
          <code dir="ltr" className="font-mono text-sm text-zinc-800">
            {card.masked_code}
          </code>
        )}
        <span className="text-xs text-zinc-600">{t('giftCards.cardNumber', { id })}</span>
      </span>
      {mayReveal && !isVoid && (
        <Button
          size="sm"
          variant="ghost"
          icon={Eye}
          loading={pendingId === card.id}
          aria-label={t('giftCards.revealNamed', { id })}
          onClick={() => void onReveal()}
        >
          <span aria-hidden="true">{t('giftCards.reveal')}</span>
        </Button>
      )}
    </span>
  );
}
