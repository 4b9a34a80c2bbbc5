import { useEffect, useState, type FormEvent } from 'react';
import {
  QATAR_DIALING_CODE,
  qatarMobileDigits,
  formatDate,
  formatMoney,
  formatSignedMoney,
  formatOrderNumber,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type StoreAccountOrder,
  type StoreCustomer,
} from '@matjar/core';
import { IsolatedText } from '../../ui/isolated-text.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { accountApi } from './account-api.js';
import { AuthForm } from './auth-form.js';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { setCustomer, signOut, useCustomer } from '../../lib/session/customer-store.js';
import { LogOut } from '../../ui/icons.js';
import { SavedAddresses } from './saved-addresses.js';
import { Button } from '../../ui/button.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { ErrorBox, PasswordField } from './account-form.js';
import { FormErrorSummary, useFormErrors } from '../../ui/form-errors.js';
import { NameText } from '../../ui/isolated-text.js';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** An account form sent to the server: every problem it names shows at once (ui/form-errors). */
function useFormAction(action: (values: Record<string, string>) => Promise<void>) {
  const errors = useFormErrors();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    errors.clear();
    setDone(false);
    try {
      await action(Object.fromEntries(new FormData(form)) as Record<string, string>);
      setDone(true);
    } catch (caught) {
      errors.fail(form, caught);
    } finally {
      setBusy(false);
    }
  }
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    errors.onInput(event);
    setDone(false);
  };
  return { errors, done, busy, onSubmit, onInput };
}

function Saved({ show, text }: { show: boolean; text: string }) {
  return show ? (
    <p role="status" className="text-sm font-semibold text-emerald-700">
      {text}
    </p>
  ) : null;
}

function DetailsForm({ customer }: { customer: StoreCustomer }) {
  const { locale } = useShellData();
  const t = useT();
  const form = useFormAction(async (values) => {
    setCustomer(
      await accountApi.updateMe(locale, {
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        phone: values.phone ?? '',
      }),
    );
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      onInput={form.onInput}
      className={`${card} flex flex-col gap-3`}
    >
      <h2 className="text-lg font-extrabold text-slate-900">{t('account.details')}</h2>
      <p className="text-sm text-slate-600">
        {t('account.email')}:{' '}
        <span dir="ltr" className="font-semibold text-slate-900">
          {customer.email}
        </span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          required
          name="firstName"
          label={t('account.firstName')}
          defaultValue={customer.firstName}
          error={form.errors.fields.firstName}
        />
        <TextField
          required
          name="lastName"
          label={t('account.lastName')}
          defaultValue={customer.lastName}
          error={form.errors.fields.lastName}
        />
      </div>
      <TextField
        required
        name="phone"
        type="tel"
        inputMode="tel"
        dir="ltr"
        prefix={QATAR_DIALING_CODE}
        label={t('account.phone')}
        autoComplete="tel-national"
        // The field shows +974 before it: the stored '+974 5512 3456' fills in as its local digits.
        defaultValue={qatarMobileDigits(customer.phone) ?? customer.phone}
        error={form.errors.fields.phone}
      />
      <FormErrorSummary summary={form.errors.summary} formError={form.errors.formError} />
      <Saved show={form.done} text={t('account.saved')} />
      <ClientSubmitButton size="lg" disabled={form.busy} className="w-full sm:w-auto sm:self-start">
        {t('account.save')}
      </ClientSubmitButton>
    </form>
  );
}

function PasswordForm() {
  const { locale } = useShellData();
  const t = useT();
  const [key, setKey] = useState(0);
  const form = useFormAction(async (values) => {
    await accountApi.changePassword(locale, {
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    setKey((k) => k + 1);
  });
  return (
    <form
      key={key}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      onInput={form.onInput}
      className={`${card} flex flex-col gap-3`}
    >
      <h2 className="text-lg font-extrabold text-slate-900">{t('account.changePassword')}</h2>
      <PasswordField
        name="currentPassword"
        label={t('account.currentPassword')}
        autoComplete="current-password"
        error={form.errors.fields.currentPassword}
      />
      <PasswordField
        name="newPassword"
        label={t('account.newPassword')}
        autoComplete="new-password"
        error={form.errors.fields.newPassword}
      />
      <PasswordField
        name="confirmPassword"
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        error={form.errors.fields.confirmPassword}
      />
      <FormErrorSummary summary={form.errors.summary} formError={form.errors.formError} />
      <Saved show={form.done} text={t('account.passwordChanged')} />
      <ClientSubmitButton size="lg" disabled={form.busy} className="w-full sm:w-auto sm:self-start">
        {t('account.changePassword')}
      </ClientSubmitButton>
    </form>
  );
}

function OrderCard({ order }: { order: StoreAccountOrder }) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p dir="ltr" className="text-start font-bold text-slate-900">
            {formatOrderNumber(order.shortNumber)}
          </p>
          <p className="text-sm text-slate-600">{formatDate(order.createdAt, locale)}</p>
        </div>
        <div className="flex flex-wrap gap-2 text-xs font-bold">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
            {ORDER_STATUS_LABELS[order.status][locale]}
          </span>
          {order.paymentStatus && (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
              {PAYMENT_STATUS_LABELS[order.paymentStatus][locale]}
            </span>
          )}
        </div>
      </div>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3 py-2">
            <span>
              <bdi>
                <NameText name={(locale === 'en' && item.productNameEn) || item.productName} />
              </bdi>
              {item.variantName && (
                <span className="text-slate-500">
                  {' '}
                  · <bdi>{item.variantName}</bdi>
                </span>
              )}
              <span className="text-slate-500"> × {item.quantity}</span>
            </span>
            <span className="shrink-0 font-semibold">{formatMoney(item.totalPrice, locale)}</span>
          </li>
        ))}
      </ul>
      {order.giftCards.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 rounded-lg bg-emerald-50 p-3 text-sm">
          {order.giftCards.map((card) => (
            <li key={card.code} className="flex flex-wrap justify-between gap-2">
              <span>
                <bdi>
                  <NameText name={(locale === 'en' && card.productNameEn) || card.productName} />
                </bdi>{' '}
                · {formatMoney(card.value, locale)}
              </span>
              <code dir="ltr" className="font-bold [overflow-wrap:anywhere] text-emerald-800">
                {card.code}
              </code>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-slate-100 pt-2 text-sm">
        {order.discountAmount > 0 && (
          <>
            <dt className="text-slate-600">{t('account.discount')}</dt>
            <dd className="text-emerald-700">{formatSignedMoney(-order.discountAmount, locale)}</dd>
          </>
        )}
        {order.shippingFee > 0 && (
          <>
            <dt className="text-slate-600">{t('account.shipping')}</dt>
            <dd>{formatMoney(order.shippingFee, locale)}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('account.paymentMethod')}</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod][locale]}</dd>
        <dt className="text-base font-bold">{t('account.total')}</dt>
        <dd className="text-base font-bold">{formatMoney(order.totalAmount, locale)}</dd>
      </dl>
      {order.trackingToken && (
        <Link
          to={`${localizePath('/track', locale)}?t=${encodeURIComponent(order.trackingToken)}`}
          className="mt-3 inline-block text-sm font-bold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('account.trackOrder')}
        </Link>
      )}
    </li>
  );
}

function MyOrders() {
  const { locale } = useShellData();
  const t = useT();
  const [orders, setOrders] = useState<StoreAccountOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.orders(locale).then(setOrders, (caught: Error) => setError(caught.message));
  }, [locale]);
  return (
    <section className={card}>
      <h2 className="mb-3 text-lg font-extrabold text-slate-900">{t('account.orders')}</h2>
      <ErrorBox message={error} />
      {orders && orders.length === 0 && <p className="text-slate-600">{t('account.noOrders')}</p>}
      <p className="mb-3 text-sm text-slate-600">{t('account.guestOrdersNote')}</p>
      {orders && orders.length > 0 && (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <OrderCard key={order.orderNumber} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /account: read in the browser only, so the rendered page stays the same for every visitor. */
export function AccountPage() {
  const { locale } = useShellData();
  const t = useT();
  const customer = useCustomer(locale);
  if (customer === 'unknown')
    return <p className="py-16 text-center text-slate-500">{t('account.loading')}</p>;
  if (!customer) {
    return (
      <div className="mx-4 my-8 rounded-2xl sm:mx-auto sm:w-full sm:max-w-md bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <AuthForm />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">
          <IsolatedText text={t('account.hello')} names={{ name: customer.firstName }} />
        </h1>
        <Button variant="secondary" size="sm" onClick={() => void signOut(locale)}>
          <LogOut className="size-4 rtl:rotate-180" aria-hidden />
          {t('account.logout')}
        </Button>
      </div>
      <MyOrders />
      <SavedAddresses />
      <div className="grid gap-5 lg:grid-cols-2">
        <DetailsForm customer={customer} />
        <PasswordForm />
      </div>
    </div>
  );
}
