import { Ban } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { OrderDetails } from './order-details.js';
import { ResultActions, ResultPanel } from './result-panel.js';
import { useOrderDetails } from './use-order-verification.js';

/** /checkout/cancelled (storefront §2): nothing charged, the order saved, the products still in the cart. */
export function PaymentCancelled() {
  const { locale } = useShellData();
  const t = useT();
  const order = useOrderDetails(locale);
  return (
    <ResultPanel
      icon={Ban}
      tone="neutral"
      title={t('checkout.cancelled.title')}
      text={
        <>
          <p>{t('checkout.cancelled.text')}</p>
          <p>{t('checkout.cancelled.saved')}</p>
        </>
      }
    >
      <OrderDetails order={order} />
      <ResultActions>
        <ButtonLink to={localizePath('/cart', locale)}>{t('checkout.cancelled.cart')}</ButtonLink>
        <ButtonLink to={localizePath('/checkout/payment', locale)} variant="secondary">
          {t('checkout.cancelled.pay')}
        </ButtonLink>
        <ButtonLink to={localizePath('/products', locale)} variant="secondary">
          {t('checkout.continueShopping')}
        </ButtonLink>
        <ButtonLink to={localizePath('/', locale)} variant="secondary">
          {t('checkout.home')}
        </ButtonLink>
        <ButtonLink to={localizePath('/support', locale)} variant="secondary">
          {t('checkout.support')}
        </ButtonLink>
      </ResultActions>
    </ResultPanel>
  );
}
