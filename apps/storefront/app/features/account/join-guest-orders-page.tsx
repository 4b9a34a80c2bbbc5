import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { Button } from '../../ui/button.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { describeError, ErrorBox } from './account-form.js';
import { accountApi } from './account-api.js';

const panel =
  'mx-4 my-8 flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:mx-auto sm:w-full sm:max-w-md';
const link = 'text-sm font-bold text-brand-700 underline-offset-2 hover:underline';

/**
 * /account/join-orders?t=…: the link e-mailed at sign-up to an address with guest orders (decision 043). The
 * orders join the account only when the shopper presses the button here, never by opening the link alone,
 * so a mail scanner that follows links spends nothing.
 */
export function JoinGuestOrdersPage() {
  const { locale } = useShellData();
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [joined, setJoined] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function join() {
    setBusy(true);
    setError(null);
    try {
      setJoined((await accountApi.joinGuestOrders(locale, token)).orders);
    } catch (caught) {
      setError(describeError(caught, t));
    } finally {
      setBusy(false);
    }
  }

  const toAccount = (
    <Link to={localizePath('/account', locale)} className={`${link} self-center`}>
      {t('joinOrders.toAccount')}
    </Link>
  );
  return (
    <div className={panel}>
      <h1 className="text-xl font-extrabold text-slate-900">{t('joinOrders.title')}</h1>
      {!token ? (
        <p className="text-sm text-slate-600">{t('joinOrders.missingLink')}</p>
      ) : joined !== null ? (
        <>
          <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
            {t('joinOrders.done', { count: joined })}
          </p>
          {toAccount}
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('joinOrders.intro')}</p>
          <ErrorBox message={error} />
          <Button size="lg" disabled={busy} className="w-full" onClick={() => void join()}>
            {t('joinOrders.submit')}
          </Button>
        </>
      )}
    </div>
  );
}
