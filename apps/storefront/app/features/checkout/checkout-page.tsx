import { ShoppingCart } from '../../ui/icons.js';
import { useState } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { Button } from '../../ui/button.js';
import { ButtonLink } from '../../ui/button-link.js';
import { EmptyState } from '../../ui/empty-state.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { PageHeading } from '../../ui/page-heading.js';
import { Spinner } from '../../ui/spinner.js';
import { useCheckoutCoupon, useCheckoutItems } from './checkout-cart.js';
import { CheckoutForm } from './checkout-form-view.js';
import { useCartQuote } from './use-cart-quote.js';

/** /checkout/payment: the cart is in this browser, so the server renders the frame and the form comes after. */
export function CheckoutPage() {
  const { locale } = useShellData();
  const t = useT();
  const items = useCheckoutItems();
  const couponCode = useCheckoutCoupon();
  const [city, setCity] = useState('');
  const { state, reload } = useCartQuote(locale, items, couponCode, city);

  let body;
  if (items === null || (items.length > 0 && state.status === 'loading')) {
    body = (
      <div className="grid place-items-center py-20">
        <Spinner label={t('checkout.loading')} showLabel />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={ShoppingCart} title={t('checkout.empty.title')} text={t('checkout.empty.text')}>
        <ButtonLink to={localizePath('/products', locale)}>{t('checkout.empty.cta')}</ButtonLink>
      </EmptyState>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p role="alert" className="font-semibold text-red-700">
          {t('checkout.quoteFailed')}
        </p>
        <Button onClick={reload}>{t('checkout.retry')}</Button>
      </div>
    );
  } else if (state.status === 'ready') {
    body = <CheckoutForm quote={state.quote} items={items} couponCode={couponCode} onCityChange={setCity} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <PageHeading title={t('checkout.title')}>
        <Link to={localizePath('/cart', locale)} className="text-sm font-bold text-brand-700 hover:underline">
          {t('checkout.backToCart')}
        </Link>
      </PageHeading>
      <div className="mt-6">{body}</div>
    </div>
  );
}
