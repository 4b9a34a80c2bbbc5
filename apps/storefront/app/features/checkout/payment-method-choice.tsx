import { errorMessage, formatNumber, PENDING_PAYMENT_TTL_MS, type PaymentMethod } from '@matjar/core';
import { Banknote, CreditCard, type Icon } from '../../ui/icons.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

interface Props {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** The cart holds a gift card: cash on delivery is shown but cannot be chosen (storefront §5). */
  cashRefused: boolean;
  error?: string;
}

/** Cash on delivery or card, as two radio cards. */
export function PaymentMethodChoice({ value, onChange, cashRefused, error }: Props) {
  const { locale } = useShellData();
  const t = useT();
  const options: {
    method: PaymentMethod;
    icon: Icon;
    title: string;
    hint: string;
    disabled: boolean;
  }[] = [
    {
      method: 'cash',
      icon: Banknote,
      title: t('checkout.method.cash'),
      hint: cashRefused
        ? errorMessage('CASH_NOT_ALLOWED_FOR_GIFT_CARDS', locale)
        : t('checkout.method.cashHint'),
      disabled: cashRefused,
    },
    {
      method: 'online',
      icon: CreditCard,
      title: t('checkout.method.online'),
      // The payment window is said before the order is placed: the gateway's page cannot say it, and once
      // the window closes the order is cancelled (its stock held for no one any more).
      hint: `${t('checkout.method.onlineHint')} ${t('checkout.method.onlineWindow', {
        minutes: formatNumber(PENDING_PAYMENT_TTL_MS / 60_000, locale),
      })}`,
      disabled: false,
    },
  ];
  return (
    <fieldset aria-describedby={error ? 'checkout-method-error' : undefined}>
      <legend className="mb-3 text-lg font-extrabold text-slate-900">{t('checkout.method')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ method, icon: Icon, title, hint, disabled }) => (
          <label
            key={method}
            className={`flex items-start gap-3 rounded-xl border p-4 ${
              disabled
                ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
                : value === method
                  ? 'cursor-pointer border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'cursor-pointer border-slate-300 bg-white hover:border-brand-300'
            }`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              disabled={disabled}
              onChange={() => onChange(method)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span className="flex flex-col gap-1">
              <span className="flex items-center gap-2 font-bold text-slate-900">
                <Icon className="size-5 text-brand-700" aria-hidden />
                {title}
              </span>
              <span className={`text-sm ${disabled ? 'font-semibold text-amber-800' : 'text-slate-600'}`}>
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="checkout-method-error" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
