import {
  addressRequired,
  allowedPaymentMethods,
  errorMessage,
  giftCardPayable,
  paymentMethodFor,
  phoneRequired,
  QATAR_DIALING_CODE,
  qatarMobileDigits,
  type ChosenDeliveryWindow,
  type PaymentMethod,
  type StoreCartQuoteResponse,
  type StoreCreateOrderItem,
} from '@matjar/core';
import { CheckboxRow } from '../../ui/checkbox-row.js';
import { Gift, Lock } from '../../ui/icons.js';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { useCustomer } from '../../lib/session/customer-store.js';
import {
  buildCreateOrderBody,
  EMPTY_CHECKOUT,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-form.js';
import { DeliveryAddressFields, type CheckoutFieldProps } from '../../ui/address/delivery-address-fields.js';
import { DeliveryWindowPicker } from './delivery-window-picker.js';
import { OrderSummary } from './order-summary.js';
import { SavedAddressChoice, useSavedAddresses } from './saved-address-choice.js';
import { addressFormValues } from '../../lib/session/saved-addresses.js';
import { CardMarks, TrustPageLinks } from './card-marks.js';
import { PaymentMethodChoice } from './payment-method-choice.js';
import { GiftCardPayment, maskTypedCode, type AppliedGiftCard } from './gift-card-payment.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { firstInvalidControl } from '../../ui/form-errors.js';
import { usePlaceOrder } from './use-place-order.js';
import { readCheckoutChoices, readCheckoutDetails, saveCheckoutDetails } from './checkout-details-storage.js';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

interface Props {
  quote: StoreCartQuoteResponse;
  items: StoreCreateOrderItem[];
  couponCode: string | null;
  /** Re-prices delivery by the chosen city's zone (decision 032). */
  onCityChange: (city: string) => void;
}

/** The details, delivery and payment form beside the server-priced summary (storefront §5 Checkout). */
export function CheckoutForm({ quote, items, couponCode, onCityChange }: Props) {
  const { locale } = useShellData();
  const t = useT();
  const customer = useCustomer(locale);
  const kind = {
    isGiftCardOnly: quote.isGiftCardOnly,
    hasGiftCards: quote.lines.some((line) => line.isGiftCard),
  };
  const methods = allowedPaymentMethods(kind);
  // What the shopper typed; a signed-in customer's details fill the fields not typed into.
  // Back from a failed or cancelled card payment, what was typed then fills the form again (D23).
  const [typed, setTyped] = useState<Partial<CheckoutValues>>(readCheckoutDetails);
  useEffect(() => {
    if (typed.city) onCityChange(typed.city);
    // Once, for the details brought back: later changes re-price through the field itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const signedIn = customer && customer !== 'unknown' ? customer : null;
  // A signed-in customer's default address fills the delivery fields; they may pick another (decision 037).
  const saved = useSavedAddresses(signedIn !== null, locale);
  const [pickedAddress, setPickedAddress] = useState<number | 'new' | null>(null);
  const savedAddress =
    pickedAddress === 'new'
      ? undefined
      : saved.find((address) => (pickedAddress === null ? address.isDefault : address.id === pickedAddress));
  const values: CheckoutValues = {
    ...EMPTY_CHECKOUT,
    ...(signedIn && {
      firstName: signedIn.firstName,
      lastName: signedIn.lastName,
      // The field shows +974 before it: an account's stored '+974 5512 3456' fills in as its local digits.
      phone: qatarMobileDigits(signedIn.phone) ?? signedIn.phone ?? '',
      email: signedIn.email,
    }),
    ...(savedAddress && addressFormValues(savedAddress)),
    ...typed,
  };
  // The delivery fee follows the city, however it was filled in (decision 032).
  useEffect(() => onCityChange(values.city), [values.city, onCityChange]);
  // Back from a declined card, the method and the consent chosen then are kept too (D23): a retry never
  // loses a choice, and a consent is only ever one the shopper ticked (readCheckoutChoices).
  const [keptChoices] = useState(readCheckoutChoices);
  const [chosen, setMethod] = useState<PaymentMethod | null>(keptChoices.paymentMethod);
  // Unticked until the shopper ticks it: consent is given, not assumed (docs/whatsapp.md).
  const [whatsappOptIn, setWhatsappOptIn] = useState(keptChoices.whatsappOptIn);
  // A signed-in customer's new address is kept for next time unless they untick it (decision 037): it goes to
  // their own account only, as the order itself already holds it.
  const [saveAddress, setSaveAddress] = useState(true);
  // The shop gift card applied (decision 046): it pays all but the gift-card lines, up to its balance.
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const giftCardLines = quote.lines
    .filter((line) => line.isGiftCard)
    .reduce((sum, line) => sum + line.lineTotal, 0);
  const giftCardPays = giftCard
    ? giftCardPayable({ total: quote.total, giftCardLines }, giftCard.balance)
    : 0;
  const paidInFull = giftCard !== null && giftCardPays >= quote.total;
  // Only one method left (the cart holds a gift card): it is the choice. Paid in full by the gift card, the
  // server needs no other method; 'online' is sent and it opens no payment.
  const method = paidInFull ? 'online' : methods.length === 1 ? (methods[0] ?? null) : chosen;
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const { placeOrder, sending, error } = usePlaceOrder(locale);
  // Decision 034: a city whose zone offers windows needs a day and a window.
  const [deliveryWindow, setDeliveryWindow] = useState<ChosenDeliveryWindow | null>(null);
  const [offered, setOffered] = useState<{ city: string; windows: boolean } | null>(null);
  const windowsOffered = offered?.city === values.city && offered.windows;
  const [windowMissing, setWindowMissing] = useState(false);
  // A cap on units broken by a cart saved before the caps: the cart page names it.
  const blocked = quote.lines.some((line) => line.problem !== null) || quote.quantityError !== null;
  const online = !paidInFull && paymentMethodFor(kind, method) === 'online';

  const field = (name: CheckoutField): CheckoutFieldProps => ({
    id: `checkout-${name}`,
    name,
    value: values[name],
    onChange: (event) => {
      setTyped((current) => ({ ...current, [name]: event.target.value }));
      if (name === 'city') {
        onCityChange(event.target.value);
        setDeliveryWindow(null);
      }
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    error: errors[name] ? errorMessage(errors[name], locale) : undefined,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateCheckout(values, method, kind);
    setErrors(found);
    const missing = addressRequired(kind) && windowsOffered && !deliveryWindow?.start;
    setWindowMissing(missing);
    if (Object.keys(found).length > 0) {
      firstInvalidControl(form, found)?.focus();
      return;
    }
    if (missing) {
      form.querySelector<HTMLElement>('input[name=deliveryDay]:not(:disabled)')?.focus();
      return;
    }
    // Kept on this device for "Try again" should the card payment fail (D23); never card data (none is here).
    if (online) saveCheckoutDetails(values, { paymentMethod: method, whatsappOptIn });
    await placeOrder(
      buildCreateOrderBody({
        values,
        method,
        kind,
        items,
        couponCode: quote.coupon ? couponCode : null,
        locale,
        whatsappOptIn: whatsappOptIn && quote.whatsappUpdates,
        saveAddress: signedIn !== null && !savedAddress && saveAddress,
        deliveryWindow: windowsOffered && deliveryWindow?.start ? deliveryWindow : null,
        giftCardCode: giftCard?.code ?? null,
      }),
    );
  }

  const hasErrors = Object.keys(errors).length > 0 || windowMissing;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="flex flex-col gap-6">
        <section className={`${card} flex flex-col gap-4`}>
          <h2 className="text-lg font-extrabold text-slate-900">{t('checkout.details')}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...field('firstName')}
              label={t('checkout.firstName')}
              autoComplete="given-name"
              required
              marked
            />
            <TextField
              {...field('lastName')}
              label={t('checkout.lastName')}
              autoComplete="family-name"
              required
              marked
            />
            {phoneRequired(kind) && (
              <TextField
                {...field('phone')}
                label={t('checkout.phone')}
                prefix={QATAR_DIALING_CODE}
                inputMode="tel"
                type="tel"
                dir="ltr"
                autoComplete="tel"
                required
                marked
              />
            )}
            <TextField
              {...field('email')}
              label={t('checkout.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              hint={t('checkout.emailHint')}
              required
              marked
            />
            {phoneRequired(kind) && quote.whatsappUpdates && (
              // Unticked by default (decision 033); offered only while the shop sends WhatsApp messages.
              <CheckboxRow
                id="checkout-whatsapp-opt-in"
                label={t('checkout.whatsappOptIn')}
                hint={t('checkout.whatsappOptInHint')}
                checked={whatsappOptIn}
                onChange={setWhatsappOptIn}
                className="sm:col-span-2"
              />
            )}
          </div>
        </section>
        {addressRequired(kind) && (
          <section className={`${card} flex flex-col gap-4`}>
            <h2 className="text-lg font-extrabold text-slate-900">{t('checkout.delivery')}</h2>
            {saved.length > 0 && (
              <SavedAddressChoice
                addresses={saved}
                value={savedAddress?.id ?? 'new'}
                onChange={(next) => {
                  setPickedAddress(next);
                  // The picked address shows as saved: what was typed over the previous one is dropped.
                  setTyped(
                    ({ city: _c, zone: _z, street: _s, building: _b, unit: _u, landmark: _l, ...rest }) =>
                      rest,
                  );
                  setErrors({});
                }}
              />
            )}
            <DeliveryAddressFields field={field} />
            {signedIn && !savedAddress && (
              <CheckboxRow
                id="checkout-save-address"
                label={t('checkout.saveAddress')}
                hint={t('checkout.saveAddressHint')}
                checked={saveAddress}
                onChange={setSaveAddress}
              />
            )}
            <DeliveryWindowPicker
              city={values.city}
              value={deliveryWindow}
              onChange={(next) => {
                setDeliveryWindow(next);
                setWindowMissing(false);
              }}
              onOffered={(city, windows) => setOffered({ city, windows })}
              refreshKey={error}
              error={windowMissing ? errorMessage('WINDOW_INVALID', locale) : undefined}
            />
            <TextField {...field('notes')} label={t('checkout.notes')} multiline rows={3} />
          </section>
        )}
        <section className={`${card} flex flex-col gap-5`}>
          <GiftCardPayment
            applied={giftCard}
            paying={giftCardPays}
            nothingPayable={quote.total - giftCardLines <= 0}
            onApply={setGiftCard}
            onRemove={() => setGiftCard(null)}
          />
          {paidInFull ? (
            <p className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-sm font-semibold text-emerald-900">
              <Gift className="size-5 shrink-0 text-emerald-700" aria-hidden />
              {t('checkout.giftCard.paidInFull')}
            </p>
          ) : kind.isGiftCardOnly ? (
            <p className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm font-semibold text-brand-900">
              <Gift className="size-5 shrink-0 text-brand-700" aria-hidden />
              {t('checkout.giftOnly')}
            </p>
          ) : (
            <PaymentMethodChoice
              value={method}
              onChange={(next) => {
                setMethod(next);
                setErrors(({ paymentMethod: _cleared, ...rest }) => rest);
              }}
              cashRefused={!methods.includes('cash')}
              error={
                errors.paymentMethod === 'REQUIRED'
                  ? t('checkout.method.required')
                  : errors.paymentMethod && errorMessage(errors.paymentMethod, locale)
              }
            />
          )}
        </section>
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummary
          quote={quote}
          cityChosen={Boolean(values.city)}
          giftCard={giftCard ? { paying: giftCardPays, masked: maskTypedCode(giftCard.code) } : null}
        >
          <div className="mt-5 flex flex-col gap-3">
            {hasErrors && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {t('checkout.fixErrors')}
              </p>
            )}
            {(error || blocked) && (
              <div
                role="alert"
                className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700 ring-1 ring-red-200"
              >
                <p>{error?.message ?? t('checkout.cartProblem')}</p>
                {(blocked || error?.stock) && (
                  <Link to={localizePath('/cart', locale)} className="mt-1 inline-block underline">
                    {t('checkout.reviewCart')}
                  </Link>
                )}
              </div>
            )}
            <ClientSubmitButton size="lg" disabled={sending || blocked} className="w-full">
              {online && <Lock className="size-4" aria-hidden />}
              {sending
                ? t('checkout.sending')
                : paidInFull
                  ? t('checkout.submit.giftCard')
                  : online
                    ? t('checkout.submit.online')
                    : t('checkout.submit.cash')}
            </ClientSubmitButton>
            {online && <CardMarks />}
            <TrustPageLinks />
          </div>
        </OrderSummary>
      </div>
    </form>
  );
}
