import { useEffect, useState } from 'react';
import {
  formatCalendarDay,
  formatWindowTimes,
  type ChosenDeliveryWindow,
  type StoreDeliveryWindowsResponse,
} from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { checkoutApi } from './checkout-api.js';

type Days = StoreDeliveryWindowsResponse['days'];

interface Props {
  city: string;
  value: ChosenDeliveryWindow | null;
  onChange: (window: ChosenDeliveryWindow | null) => void;
  /** Whether the city's zone takes windows: the form then requires one. */
  onOffered: (city: string, offered: boolean) => void;
  /** Changes when the order was refused (a window just filled up): the seats are asked again. */
  refreshKey: unknown;
  error?: string;
}

const chip = (chosen: boolean, disabled: boolean) =>
  `flex cursor-pointer flex-col rounded-xl border px-3 py-2 text-sm ${
    disabled
      ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
      : chosen
        ? 'border-brand-600 bg-brand-50 font-bold text-brand-900 ring-1 ring-brand-600'
        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-300'
  }`;

/**
 * The delivery day and time window (decision 034), once a city whose zone offers windows is chosen: the next
 * working days, then that day's windows; full ones and ones past the cut-off are shown disabled with why.
 */
export function DeliveryWindowPicker({ city, value, onChange, onOffered, refreshKey, error }: Props) {
  const { locale } = useShellData();
  const t = useT();
  // The answer for the city it was asked for: a city changed since shows nothing until its own arrives.
  const [answer, setAnswer] = useState<{ city: string; days: Days | null } | null>(null);

  useEffect(() => {
    if (!city) return;
    let current = true;
    checkoutApi.deliveryWindows(locale, city).then(
      (found) => {
        if (!current) return;
        setAnswer({ city, days: found.windows ? found.days : null });
        onOffered(city, found.windows);
      },
      // Without the list the server still decides: create-order names what is missing.
      () => current && setAnswer({ city, days: null }),
    );
    return () => {
      current = false;
    };
    // onOffered is the form's state setter, stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [city, locale, refreshKey]);

  const days = city && answer?.city === city ? answer.days : null;
  if (!days) return null;
  const open = (day: Days[number]) => day.windows.some((window) => window.closed === null);
  const chosenDay = days.find((day) => day.date === value?.date) ?? null;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'checkout-window-error' : undefined}>
      <legend className="mb-1 font-bold text-slate-900">{t('checkout.window.title')}</legend>
      <div role="radiogroup" aria-label={t('checkout.window.day')} className="flex flex-wrap gap-2">
        {days.map((day) => (
          <label
            key={day.date}
            className={`${chip(chosenDay?.date === day.date, !open(day))} flex-row items-center gap-2`}
          >
            <input
              type="radio"
              name="deliveryDay"
              value={day.date}
              className="size-4 accent-brand-700"
              checked={chosenDay?.date === day.date}
              disabled={!open(day)}
              onChange={() => onChange({ date: day.date, start: '' })}
            />
            {formatCalendarDay(day.date, locale, { weekday: 'long', day: 'numeric', month: 'short' })}
          </label>
        ))}
      </div>
      {chosenDay && (
        <div role="radiogroup" aria-label={t('checkout.window.time')} className="grid gap-2 sm:grid-cols-2">
          {chosenDay.windows.map((window) => {
            const disabled = window.closed !== null;
            const chosen = value?.start === window.start;
            return (
              <label key={window.start} className={chip(chosen, disabled)}>
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="deliveryWindow"
                    value={window.start}
                    checked={chosen}
                    disabled={disabled}
                    onChange={() => onChange({ date: chosenDay.date, start: window.start })}
                    className="size-4 accent-brand-700"
                  />
                  <span>{formatWindowTimes({ date: chosenDay.date, ...window }, locale)}</span>
                </span>
                {window.closed && (
                  <span className="ms-6 text-xs font-semibold text-amber-800">
                    {t(window.closed === 'full' ? 'checkout.window.full' : 'checkout.window.cutoff')}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id="checkout-window-error" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
