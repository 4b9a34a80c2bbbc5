import { errorMessage, formatMoney, giftCardCodeCandidates, maskGiftCardCode } from '@matjar/core';
import { useId, useState } from 'react';
import { Gift, X } from '../../ui/icons.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { checkGiftCardBalance } from '../../lib/api/gift-card-balance.js';

/** The shop gift card a shopper applied at checkout: its code (sent with the order) and the balance read. */
export interface AppliedGiftCard {
  code: string;
  balance: number;
}

/** A code as typed, shown as staff see one: its prefix and riyals, then bullets (never the secret). */
export function maskTypedCode(typed: string): string {
  return maskGiftCardCode(giftCardCodeCandidates(typed)[0] ?? '');
}

interface Props {
  applied: AppliedGiftCard | null;
  /** What the card will pay of this order (the server decides again when the order is placed). */
  paying: number;
  /** Nothing in the cart a gift card may pay: only gift cards (it cannot pay for gift cards). */
  nothingPayable: boolean;
  onApply: (card: AppliedGiftCard) => void;
  onRemove: () => void;
}

/**
 * "Pay with a gift card" at checkout (decision 046): the shopper types the shop gift card's code; its balance
 * is read from the server (limited against guessing) and the summary shows what it pays and what is left.
 * The code is kept in this form only, never stored in the browser or put in an address.
 */
export function GiftCardPayment({ applied, paying, nothingPayable, onApply, onRemove }: Props) {
  const { locale } = useShellData();
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    const typed = code.trim();
    if (!typed || busy) return;
    if (nothingPayable) {
      setError(errorMessage('GIFT_CARD_CANNOT_PAY_GIFT_CARDS', locale));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await checkGiftCardBalance(locale, typed);
      if (answer.expired) setError(errorMessage('GIFT_CARD_EXPIRED', locale));
      else if (answer.balance <= 0) setError(errorMessage('GIFT_CARD_EMPTY', locale));
      else {
        onApply({ code: typed, balance: answer.balance });
        setCode('');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-bold text-emerald-800">
        <span className="flex min-w-0 items-center gap-2">
          <Gift className="size-4 shrink-0" aria-hidden />
          <span>
            {t('checkout.giftCard.applied', { amount: formatMoney(paying, locale) })}{' '}
            <bdi dir="ltr" className="font-mono">
              {maskTypedCode(applied.code)}
            </bdi>
          </span>
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('checkout.giftCard.remove')}
          className="grid size-7 shrink-0 place-items-center rounded-full hover:bg-emerald-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-bold text-slate-800">
        <Gift className="size-4 text-brand-700" aria-hidden />
        {t('checkout.giftCard.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="giftCardCode"
          value={code}
          dir="ltr"
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter applies the code rather than placing the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          placeholder="GIFT-100-XXXX-…"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${inputId}-hint`}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-start font-mono text-sm uppercase placeholder:font-sans placeholder:normal-case focus:border-brand-500"
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={busy}
          className="h-11 shrink-0 rounded-xl bg-slate-900 px-4 text-sm font-bold text-white hover:bg-slate-700 disabled:opacity-60"
        >
          {busy ? t('checkout.giftCard.checking') : t('checkout.giftCard.apply')}
        </button>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700"
        >
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {t('checkout.giftCard.hint')}
        </p>
      )}
    </div>
  );
}
