import { QATAR_CITIES } from '@matjar/core';
import type { ChangeEvent } from 'react';
import { Field, TextField } from '../field.js';
import { useShellData, useT } from '../layout/shell-data.js';

/** The parts of a Qatar delivery address (D14), as the checkout form and the account's saved addresses name them. */
export type AddressField = 'city' | 'zone' | 'street' | 'building' | 'unit' | 'landmark';

/**
 * What a form hands each of its fields: its value, its change and its error in the page's language. Shared by
 * checkout and the account's saved addresses (decision 037).
 */
export interface CheckoutFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error?: string | undefined;
}

/**
 * The city, from the list the shop delivers to (core QATAR_CITIES): a misspelt city is a lost parcel. Marked
 * required with aria-required, not the HTML attribute: an empty required select is :invalid from the start,
 * and browsers read it out as invalid before the shopper has touched it. The form says what is missing on
 * submit, as for every other field.
 */
function CityField({ id, error, ...select }: CheckoutFieldProps) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <Field id={id} label={t('checkout.city')} error={error} marked>
      {(wiring) => (
        <select {...select} {...wiring} aria-required="true" autoComplete="address-level2">
          <option value="">{t('checkout.cityChoose')}</option>
          {QATAR_CITIES.map((city) => (
            <option key={city.code} value={city.code}>
              {city[locale]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The delivery address as Qatar writes it (D14): the blue plate on every building gives the zone, street and
 * building numbers; a unit and a landmark help the driver. Numbers are typed left to right.
 */
export function DeliveryAddressFields({ field }: { field: (name: AddressField) => CheckoutFieldProps }) {
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
          marked
        />
        <TextField
          {...field('building')}
          label={t('checkout.building')}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          required
          marked
        />
        <div className="col-span-2 sm:col-span-1">
          <TextField
            {...field('street')}
            label={t('checkout.street')}
            hint={t('checkout.streetHint')}
            maxLength={100}
            required
            marked
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
