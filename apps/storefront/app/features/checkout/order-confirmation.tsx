import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney, formatSignedMoney, shownOrderNumber } from '@matjar/core';
import { CircleCheck, Clock, SearchX } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { Button } from '../../ui/button.js';
import { ButtonLink } from '../../ui/button-link.js';
import { IsolatedText } from '../../ui/isolated-text.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { Spinner } from '../../ui/spinner.js';
import { CodesSentTo } from './codes-sent-to.js';
import { GiftCardCodes } from './gift-card-codes.js';
import { OrderContents } from './order-contents.js';
import { DetailRows, ResultActions, ResultPanel } from './result-panel.js';
import { TrackedConfirmation } from './tracked-confirmation.js';
import { readStoredOrders } from './checkout-storage.js';
import { useOrderVerification, type VerificationView } from './use-order-verification.js';

/** A left-to-right value inside a sentence of either direction (first-strong isolate … pop isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

function Success({ result }: { result: Extract<VerificationView, { state: 'success' }>['result'] }) {
  const { locale } = useShellData();
  const t = useT();
  const { order, transaction } = result;
  const [searchParams] = useSearchParams();
  const trackingToken = searchParams.get('t');
  const cash = order.paymentMethod === 'cash' && order.paymentStatus !== 'completed';
  const firstName = order.customerName.split(' ')[0];
  return (
    <ResultPanel
      icon={CircleCheck}
      tone="success"
      title={cash ? t('checkout.success.placed') : t('checkout.success.paid')}
      text={
        <>
          <p>
            {firstName ? (
              <IsolatedText text={t('checkout.success.thanks')} names={{ name: firstName }} />
            ) : (
              t('checkout.success.thanksAnonymous')
            )}
          </p>
          {order.customerEmail && !order.isGiftCardOrder && (
            <p>{t('checkout.success.emailSent', { email: isolate(order.customerEmail) })}</p>
          )}
        </>
      }
    >
      <DetailRows
        rows={[
          {
            label: t('checkout.success.orderNumber'),
            value: shownOrderNumber(order),
            ltr: true,
          },
          // The shop gift card's part (decision 046), then what the method paid or is due.
          ...((order.giftCardAmount ?? 0) > 0
            ? [
                { label: t('checkout.total'), value: formatMoney(order.totalAmount, locale) },
                {
                  label: t('checkout.giftCard.row'),
                  value: formatSignedMoney(-(order.giftCardAmount ?? 0), locale),
                },
              ]
            : []),
          // Paid in whole by the card: no other amount to name.
          ...(order.totalAmount - (order.giftCardAmount ?? 0) > 0
            ? [
                {
                  label: cash ? t('checkout.success.amountDue') : t('checkout.success.amountPaid'),
                  value: formatMoney(order.totalAmount - (order.giftCardAmount ?? 0), locale),
                },
              ]
            : []),
          ...(!cash && transaction?.transactionId
            ? [{ label: t('checkout.success.transactionId'), value: transaction.transactionId, ltr: true }]
            : []),
          {
            label: t('checkout.success.status'),
            value: (
              <span className="text-emerald-700">
                {cash ? t('checkout.success.statusCash') : t('checkout.success.statusPaid')}
              </span>
            ),
          },
        ]}
      />
      <OrderContents order={order} />
      {order.isGiftCardOrder && order.giftCards.length > 0 && (
        <GiftCardCodes cards={order.giftCards} email={order.customerEmail} />
      )}
      {/* Shown once already (the server's rule): where they were e-mailed instead. */}
      {order.giftCards.length === 0 && order.codesSentTo && <CodesSentTo email={order.codesSentTo} />}
      <ResultActions>
        {trackingToken && (
          <ButtonLink to={`${localizePath('/track', locale)}?t=${encodeURIComponent(trackingToken)}`}>
            {t('track.title')}
          </ButtonLink>
        )}
        <ButtonLink to={localizePath('/', locale)}>{t('checkout.home')}</ButtonLink>
        <ButtonLink to={localizePath('/products', locale)} variant="secondary">
          {t('checkout.continueShopping')}
        </ButtonLink>
      </ResultActions>
    </ResultPanel>
  );
}

/**
 * /checkout/success: loading, processing, timeout or success (storefront §2 Payment result screens). Once the
 * order is confirmed the browser forgets it; a reload then rebuilds the screen from the signed tracking token in
 * the address (decision 030).
 */
export function OrderConfirmation() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t');
  const [rebuild] = useState(
    () => Boolean(token) && typeof window !== 'undefined' && !heldOrder(searchParams),
  );
  if (rebuild && token) return <TrackedConfirmation token={token} />;
  return <VerifiedConfirmation />;
}

/** True when this browser still holds the order named in the address (its X-Order-Token with it). */
function heldOrder(searchParams: URLSearchParams): boolean {
  const named = searchParams.get('orderNumber');
  const { pendingPayment, lastOrder } = readStoredOrders();
  return [pendingPayment, lastOrder].some((saved) => saved && (!named || saved.orderNumber === named));
}

function VerifiedConfirmation() {
  const { locale } = useShellData();
  const t = useT();
  const { view, checkAgain } = useOrderVerification(locale);

  if (view.state === 'success') return <Success result={view.result} />;
  if (view.state === 'loading') {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t('checkout.verify.loading')} showLabel />
      </div>
    );
  }
  if (view.state === 'processing') {
    return (
      <ResultPanel
        icon={Clock}
        tone="brand"
        title={t('checkout.verify.processing')}
        text={t('checkout.verify.processingText')}
      >
        <Spinner label={t('checkout.verify.loading')} />
      </ResultPanel>
    );
  }
  const timeout = view.state === 'timeout';
  return (
    <ResultPanel
      icon={timeout ? Clock : SearchX}
      tone="neutral"
      title={timeout ? t('checkout.verify.timeout') : t('checkout.verify.notFound')}
      text={timeout ? t('checkout.verify.timeoutText') : t('checkout.verify.notFoundText')}
    >
      <ResultActions>
        {timeout && <Button onClick={checkAgain}>{t('checkout.verify.checkAgain')}</Button>}
        <ButtonLink to={localizePath('/', locale)} variant={timeout ? 'secondary' : 'primary'}>
          {t('checkout.home')}
        </ButtonLink>
        <ButtonLink to={localizePath(timeout ? '/support' : '/products', locale)} variant="secondary">
          {timeout ? t('checkout.support') : t('checkout.continueShopping')}
        </ButtonLink>
      </ResultActions>
    </ResultPanel>
  );
}
