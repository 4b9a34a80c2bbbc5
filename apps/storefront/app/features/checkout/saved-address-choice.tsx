import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Locale, StoreAddress } from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';
import { addressSummary, savedAddressesApi } from '../../lib/session/saved-addresses.js';
import { Field } from '../../ui/field.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/** A signed-in customer's saved addresses (decision 037), read once for checkout; [] when signed out. */
export function useSavedAddresses(signedIn: boolean, locale: Locale): StoreAddress[] {
  const [addresses, setAddresses] = useState<StoreAddress[]>([]);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    // No saved address to offer is no reason to stop an order: a failed read leaves the form empty.
    savedAddressesApi.list(locale).then(
      (list) => current && setAddresses(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn, locale]);
  return signedIn ? addresses : [];
}

/** "Deliver to": one of the saved addresses (the default chosen first) or a new one typed below. */
export function SavedAddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: StoreAddress[];
  /** The chosen address's id, or 'new'. */
  value: number | 'new';
  onChange: (value: number | 'new') => void;
}) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <Field id="checkout-saved-address" label={t('checkout.savedAddress')}>
        {(wiring) => (
          <select
            {...wiring}
            value={String(value)}
            onChange={(event) => onChange(event.target.value === 'new' ? 'new' : Number(event.target.value))}
          >
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {address.label ? `${address.label} · ` : ''}
                {addressSummary(address, locale)}
              </option>
            ))}
            <option value="new">{t('checkout.savedAddressNew')}</option>
          </select>
        )}
      </Field>
      <Link
        to={localizePath('/account', locale)}
        className="self-start text-sm font-bold text-brand-700 underline-offset-2 hover:underline"
      >
        {t('checkout.manageAddresses')}
      </Link>
    </div>
  );
}
