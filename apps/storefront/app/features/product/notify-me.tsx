import { useState, type FormEvent } from 'react';
import { isolate } from '@matjar/core';
import { Mail } from '../../ui/icons.js';
import { apiPost } from '../../lib/api/api-client.js';
import { useCustomer } from '../../lib/session/customer-store.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/**
 * "Notify me when available" under a sold-out selection (decision 036): an e-mail (the
 * signed-in customer's, prefilled), stored by the server, which writes once when the item is back.
 */
export function NotifyMe({ productId, variantId }: { productId: number; variantId: number | null }) {
  const { locale } = useShellData();
  const t = useT();
  const customer = useCustomer(locale);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const prefilled = customer !== 'unknown' && customer ? customer.email : '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await apiPost('/api/store/restock-alerts', { email, productId, variantId, locale }, 'SuccessResponse', {
        locale,
      });
      setDone(email);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('api.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="notify-me-title"
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="notify-me"
    >
      <h2 id="notify-me-title" className="flex items-center gap-2 font-bold text-slate-900">
        <Mail className="size-5 text-brand-700" aria-hidden />
        {t('restock.notify.title')}
      </h2>
      {done ? (
        <p role="status" className="mt-2 text-sm font-semibold text-emerald-700">
          {t('restock.notify.done', { email: isolate(done) })}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-3" noValidate>
          <p className="text-sm text-slate-600">{t('restock.notify.text')}</p>
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
          <TextField
            key={prefilled}
            name="email"
            type="email"
            label={t('restock.notify.email')}
            autoComplete="email"
            dir="ltr"
            defaultValue={prefilled}
            required
          />
          <ClientSubmitButton variant="secondary" disabled={busy} className="w-full sm:w-auto sm:self-start">
            {busy ? t('restock.notify.sending') : t('restock.notify.submit')}
          </ClientSubmitButton>
        </form>
      )}
    </section>
  );
}
