import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatDate,
  formatMoney,
  formatOrderNumber,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type StoreTrackedOrder,
} from '@matjar/core';
import { apiGet, apiPost } from '../../lib/api/api-client.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { Button } from '../../ui/button.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { FormErrorSummary, useFormErrors } from '../../ui/form-errors.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { PageHeading } from '../../ui/page-heading.js';
import { Spinner } from '../../ui/spinner.js';
import { OrderContents } from './order-contents.js';
import { DetailRows } from './result-panel.js';

const card = 'w-full rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-slate-200';

/** One tracked order: number, status, totals, what and where (OrderContents), then its status history. */
export function TrackedOrderView({ order }: { order: StoreTrackedOrder }) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <div className="flex flex-col gap-4" data-testid="tracked-order">
      <DetailRows
        rows={[
          { label: t('track.orderNumber'), value: formatOrderNumber(order.shortNumber), ltr: true },
          {
            label: t('track.status'),
            value: <span className="text-emerald-700">{ORDER_STATUS_LABELS[order.status][locale]}</span>,
          },
          { label: t('track.placedOn'), value: formatDate(order.createdAt, locale) },
          { label: t('track.payment'), value: PAYMENT_METHOD_LABELS[order.paymentMethod][locale] },
          { label: t('track.total'), value: formatMoney(order.totalAmount, locale) },
        ]}
      />
      <OrderContents order={order} />
      <section aria-labelledby="track-history-title" className={card}>
        <h2 id="track-history-title" className="mb-2 font-extrabold text-slate-900">
          {t('track.history')}
        </h2>
        <ol className="flex flex-col gap-2 border-s-2 border-brand-100 ps-4">
          {order.history.map((change, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-x-4">
              <span className="font-bold text-slate-900">{ORDER_STATUS_LABELS[change.status][locale]}</span>
              <span className="text-sm text-slate-600">{formatDate(change.at, locale)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * /track (decision 030): a signed link (?t=…) opens the order directly; otherwise the
 * shopper gives the order number and the e-mail or phone. The found order's token replaces the address, so a
 * reload or a bookmark shows it again without anything personal in the URL.
 */
export function TrackPage() {
  const { locale } = useShellData();
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  // The signed link is read in the browser only: the server renders one page for every visitor (no token).
  const token = useHydrated() ? searchParams.get('t') : null;
  const [order, setOrder] = useState<StoreTrackedOrder | null>(null);
  /** A signed link that failed to open: said above the form. */
  const [error, setError] = useState<string | null>(null);
  const fieldErrors = useFormErrors();
  const [busy, setBusy] = useState(false);
  /** The token whose link failed: the form is shown with the reason instead. */
  const [failedToken, setFailedToken] = useState<string | null>(null);
  const opening = Boolean(token) && order?.token !== token && failedToken !== token;

  useEffect(() => {
    if (!token || !opening) return;
    const controller = new AbortController();
    apiGet(`/api/orders/track/${encodeURIComponent(token)}`, 'StoreTrackOrderResponse', {
      locale,
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((answer) => setOrder(answer.order))
      .catch(() => {
        if (controller.signal.aborted) return;
        setFailedToken(token);
        setError(t('track.linkFailed'));
      });
    return () => controller.abort();
  }, [token, opening, locale, t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    fieldErrors.clear();
    try {
      const answer = await apiPost(
        '/api/orders/track',
        { orderNumber: String(data.get('orderNumber') ?? ''), contact: String(data.get('contact') ?? '') },
        'StoreTrackOrderResponse',
        { locale },
      );
      setOrder(answer.order);
      setSearchParams({ t: answer.order.token }, { replace: true });
    } catch (caught) {
      // Both fields' problems at once beside them; an order not found is the form's own answer.
      fieldErrors.fail(form, caught);
    } finally {
      setBusy(false);
    }
  }

  function another() {
    setOrder(null);
    setError(null);
    setSearchParams({}, { replace: true });
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <PageHeading title={t('track.title')} text={order ? undefined : t('track.intro')} />
      {order ? (
        <>
          <TrackedOrderView order={order} />
          <Button variant="secondary" onClick={another} className="self-start">
            {t('track.another')}
          </Button>
        </>
      ) : opening ? (
        <Spinner label={t('track.searching')} showLabel />
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          onInput={fieldErrors.onInput}
          className={`${card} flex flex-col gap-4`}
          noValidate
        >
          {error && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700 ring-1 ring-red-200"
            >
              {error}
            </p>
          )}
          <TextField
            name="orderNumber"
            label={t('track.orderNumber')}
            hint={t('track.orderNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            required
            error={fieldErrors.fields.orderNumber}
          />
          <TextField
            name="contact"
            label={t('track.contact')}
            autoComplete="email"
            dir="ltr"
            required
            error={fieldErrors.fields.contact}
          />
          <FormErrorSummary summary={fieldErrors.summary} formError={fieldErrors.formError} />
          <ClientSubmitButton size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
            {t('track.submit')}
          </ClientSubmitButton>
        </form>
      )}
    </div>
  );
}
