import { formatMoney, type VerifiedGiftCard } from '@matjar/core';
import { Check, Copy, ShieldAlert } from '../../ui/icons.js';
import { useState } from 'react';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { NameText } from '../../ui/isolated-text.js';

function CopyButton({ code }: { code: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission: the code stays selectable on screen.
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t('checkout.giftCards.copy', { code })}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-bold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      <span aria-live="polite">
        {copied ? t('checkout.giftCards.copied') : t('checkout.giftCards.copyShort')}
      </span>
    </button>
  );
}

/** The codes of a paid gift-card order, shown once here and e-mailed (D11), with the keep-safe warning. */
export function GiftCardCodes({ cards, email }: { cards: VerifiedGiftCard[]; email: string }) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <section
      aria-labelledby="gift-card-codes"
      className="w-full rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="gift-card-codes" className="text-lg font-extrabold text-slate-900">
        {t('checkout.giftCards.title')}
      </h2>
      {email && (
        <p className="mt-1 text-sm text-slate-600">
          {t('checkout.giftCards.sent')}{' '}
          <span dir="ltr" className="font-bold text-slate-900">
            {email}
          </span>
        </p>
      )}
      <ul className="mt-4 flex flex-col gap-3">
        {cards.map((card) => (
          <li key={card.code} className="rounded-xl bg-brand-50 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-bold text-slate-900">
                <NameText name={card.productName} />
              </p>
              <p className="text-sm text-slate-700">
                {t('checkout.giftCards.value')}:{' '}
                <span className="font-bold">{formatMoney(card.value, locale)}</span>
              </p>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <code
                dir="ltr"
                className="rounded-lg bg-white px-3 py-2 font-mono text-base font-bold tracking-wider break-all text-slate-900 select-all ring-1 ring-slate-200"
              >
                {card.code}
              </code>
              <CopyButton code={card.code} />
            </div>
            {card.pin && (
              <p className="mt-2 text-sm text-slate-700">
                {t('checkout.giftCards.pin')}:{' '}
                <bdi dir="ltr" className="font-mono font-bold text-slate-900 select-all">
                  {card.pin}
                </bdi>
              </p>
            )}
          </li>
        ))}
      </ul>
      <p
        role="note"
        className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
      >
        <ShieldAlert className="size-5 shrink-0" aria-hidden />
        {t('checkout.giftCards.warning')}
      </p>
    </section>
  );
}
