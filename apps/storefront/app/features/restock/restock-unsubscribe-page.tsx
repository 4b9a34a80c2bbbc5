import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isolate, type StoreRestockSubscription } from '@matjar/core';
import { apiGet, apiPost } from '../../lib/api/api-client.js';
import { localizePath } from '../../i18n/locale.js';
import { localText } from '../../lib/product-display.js';
import { Button } from '../../ui/button.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { PageHeading } from '../../ui/page-heading.js';
import { Spinner } from '../../ui/spinner.js';

const card = 'w-full rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-slate-200';

/**
 * The restock e-mail's unsubscribe link (decision 036): opening it changes nothing (mail scanners open links);
 * it names the product and the shopper confirms. No sign-in: the signed token is the proof.
 */
export function RestockUnsubscribePage() {
  const { locale } = useShellData();
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [subscription, setSubscription] = useState<StoreRestockSubscription | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apiGet('/api/store/restock-alerts/unsubscribe', 'StoreRestockSubscriptionResponse', {
      locale,
      query: { token },
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((answer) => setSubscription(answer.subscription))
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) {
          setFailed(caught instanceof Error ? caught.message : t('restock.unsubscribe.invalid'));
        }
      });
    return () => controller.abort();
  }, [token, locale, t]);

  async function unsubscribe() {
    setBusy(true);
    try {
      const answer = await apiPost(
        '/api/store/restock-alerts/unsubscribe',
        { token },
        'StoreRestockSubscriptionResponse',
        { locale },
      );
      setSubscription(answer.subscription);
    } catch (caught) {
      setFailed(caught instanceof Error ? caught.message : t('api.failed'));
    } finally {
      setBusy(false);
    }
  }

  const product = subscription
    ? [
        localText(subscription.productName, subscription.productNameEn, locale),
        subscription.variantName === null
          ? null
          : localText(subscription.variantName, subscription.variantNameEn, locale),
      ]
        .filter(Boolean)
        .join(' — ')
    : '';
  // The name sits inside a sentence: isolated so a Latin name keeps the Arabic words around it in order.
  const named = isolate(product);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <PageHeading title={t('restock.unsubscribe.title')} />
      <div className={`${card} flex flex-col gap-4`}>
        {failed ? (
          <p role="alert" className="font-semibold text-red-700">
            {failed}
          </p>
        ) : !subscription ? (
          <Spinner label={t('common.loading')} showLabel />
        ) : subscription.unsubscribed ? (
          <p role="status" className="font-semibold text-emerald-700">
            {t('restock.unsubscribe.done', { product: named })}
          </p>
        ) : (
          <>
            <p className="text-slate-700">{t('restock.unsubscribe.text', { product: named })}</p>
            <Button onClick={() => void unsubscribe()} disabled={busy} className="self-start">
              {t('restock.unsubscribe.confirm')}
            </Button>
          </>
        )}
        <ButtonLink to={localizePath('/', locale)} variant="outline" size="sm" className="self-start">
          {t('restock.unsubscribe.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
