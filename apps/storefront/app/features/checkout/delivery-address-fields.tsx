import { QATAR_CITIES } from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import type { CheckoutField } from './checkout-form.js';
import { TextField } from './text-field.js';

interface FieldProps {
  name: CheckoutField;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}

const selectClass =
  'w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 focus:ring-2 focus:outline-none aria-invalid:border-red-500';

/** The city, from the list the shop delivers to (core QATAR_CITIES): a misspelt city is a lost parcel. */
function CityField({ name, value, onValue, error }: FieldProps) {
  const { locale } = useShellData();
  const t = useT();
  const id = `checkout-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {t('checkout.city')}
        <span aria-hidden className="ms-0.5 text-red-600">
          *
        </span>
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required
        autoComplete="address-level2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        className={`${selectClass} ${error ? 'border-red-400' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'}`}
      >
        <option value="">{t('checkout.cityChoose')}</option>
        {QATAR_CITIES.map((city) => (
          <option key={city.en} value={city.en}>
            {city[locale]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The delivery address as Qatar writes it (D14): the blue plate on every building gives the zone, street and
 * building numbers; a unit and a landmark help the driver. Numbers are typed left to right.
 */
export function DeliveryAddressFields({ field }: { field: (name: CheckoutField) => FieldProps }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-bold text-slate-700">{t('checkout.country')}</span>
          <p className="rounded-xl bg-slate-100 px-4 py-2.5 text-slate-700">{t('checkout.countryQatar')}</p>
        </div>
        <CityField {...field('city')} />
      </div>
      <p className="text-sm text-slate-600">{t('checkout.plateHint')}</p>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField
          {...field('zone')}
          label={t('checkout.zone')}
          inputMode="numeric"
          dir="ltr"
          maxLength={3}
          required
        />
        <TextField
          {...field('building')}
          label={t('checkout.building')}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          required
        />
        <div className="col-span-2 sm:col-span-1">
          <TextField
            {...field('street')}
            label={t('checkout.street')}
            hint={t('checkout.streetHint')}
            maxLength={100}
            required
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('unit')} label={t('checkout.unit')} maxLength={50} />
        <TextField
          {...field('landmark')}
          label={t('checkout.landmark')}
          hint={t('checkout.landmarkHint')}
          maxLength={200}
        />
      </div>
    </>
  );
}
