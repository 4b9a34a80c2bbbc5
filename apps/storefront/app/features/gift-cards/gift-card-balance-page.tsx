import { formatDay, formatMoney, type StoreGiftCardBalanceResponse } from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { Gift } from '../../ui/icons.js';
import { Button } from '../../ui/button.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { PageHeading } from '../../ui/page-heading.js';
import { checkGiftCardBalance } from '../../lib/api/gift-card-balance.js';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/**
 * "Check your balance" (decision 046): the code is sent in a POST body from this browser, never rendered
 * into a page or an address; a wrong code gets the server's one generic answer, and guessing is limited.
 */
export function GiftCardBalancePage() {
  const { locale } = useShellData();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<StoreGiftCardBalanceResponse | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code || busy) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await checkGiftCardBalance(locale, code));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <PageHeading title={t('giftBalance.title')} text={answer ? undefined : t('giftBalance.intro')} />
      {answer ? (
        <section className={`${card} flex flex-col gap-3`} aria-live="polite">
          <p className="flex items-center gap-2 text-sm font-bold text-slate-600">
            <Gift className="size-5 text-brand-700" aria-hidden />
            {t('giftBalance.balance')}
          </p>
          <p className="text-4xl font-extrabold text-slate-900 tabular-nums" data-testid="gift-balance">
            {formatMoney(answer.balance, locale)}
          </p>
          <p className={answer.expired ? 'font-semibold text-red-700' : 'text-slate-700'}>
            {t(answer.expired ? 'giftBalance.expiredOn' : 'giftBalance.validUntil', {
              date: formatDay(answer.expires_at, locale),
            })}
          </p>
          {!answer.expired && answer.balance > 0 && (
            <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
              {t('giftBalance.spend')}
            </p>
          )}
          <Button variant="secondary" onClick={() => setAnswer(null)} className="self-start">
            {t('giftBalance.another')}
          </Button>
        </section>
      ) : (
        <form onSubmit={(event) => void submit(event)} className={`${card} flex flex-col gap-4`} noValidate>
          {error && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700 ring-1 ring-red-200"
            >
              {error}
            </p>
          )}
          <TextField
            name="code"
            label={t('giftBalance.code')}
            hint={t('giftBalance.codeHint')}
            placeholder="GIFT-100-XXXX-XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            required
          />
          <ClientSubmitButton size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
            {busy ? t('giftBalance.checking') : t('giftBalance.submit')}
          </ClientSubmitButton>
        </form>
      )}
    </div>
  );
}
