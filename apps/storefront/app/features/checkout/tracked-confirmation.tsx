import { useEffect, useState } from 'react';
import type { StoreTrackedOrder } from '@matjar/core';
import { CircleCheck, SearchX } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { apiGet } from '../../lib/api/api-client.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { Spinner } from '../../ui/spinner.js';
import { ResultActions, ResultPanel } from './result-panel.js';
import { TrackedOrderView } from './track-page.js';

/**
 * The confirmation screen after a reload or on another visit (decision 030): the browser no
 * longer holds the order it placed, so the order is read from the server by the signed tracking token in the
 * address (?t=…, the only thing in it besides the ORD-… reference) — never rendered into the page cache.
 */
export function TrackedConfirmation({ token }: { token: string }) {
  const { locale } = useShellData();
  const t = useT();
  const [order, setOrder] = useState<StoreTrackedOrder | null | 'missing'>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiGet(`/api/orders/track/${encodeURIComponent(token)}`, 'StoreTrackOrderResponse', {
      locale,
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((answer) => setOrder(answer.order))
      .catch(() => {
        if (!controller.signal.aborted) setOrder('missing');
      });
    return () => controller.abort();
  }, [token, locale]);

  if (order === null) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t('checkout.verify.loading')} showLabel />
      </div>
    );
  }
  if (order === 'missing') {
    return (
      <ResultPanel
        icon={SearchX}
        tone="neutral"
        title={t('checkout.verify.notFound')}
        text={t('track.linkFailed')}
      >
        <ResultActions>
          <ButtonLink to={localizePath('/track', locale)}>{t('track.title')}</ButtonLink>
        </ResultActions>
      </ResultPanel>
    );
  }
  const paid = order.paymentMethod !== 'cash';
  return (
    <ResultPanel
      icon={CircleCheck}
      tone="success"
      title={paid ? t('checkout.success.paid') : t('checkout.success.placed')}
      text={t('checkout.success.thanksAnonymous')}
    >
      <TrackedOrderView order={order} />
      <ResultActions>
        <ButtonLink to={`${localizePath('/track', locale)}?t=${encodeURIComponent(token)}`}>
          {t('track.title')}
        </ButtonLink>
        <ButtonLink to={localizePath('/products', locale)} variant="secondary">
          {t('checkout.continueShopping')}
        </ButtonLink>
      </ResultActions>
    </ResultPanel>
  );
}
