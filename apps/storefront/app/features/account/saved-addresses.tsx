import { useEffect, useState, type FormEvent } from 'react';
import { SAVED_ADDRESSES_MAX, type StoreAddress } from '@matjar/core';
import { addressFormValues, addressSummary, savedAddressesApi } from '../../lib/session/saved-addresses.js';
import {
  DeliveryAddressFields,
  type AddressField,
  type CheckoutFieldProps,
} from '../../ui/address/delivery-address-fields.js';
import { Button } from '../../ui/button.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ErrorBox } from './account-form.js';
import { FormErrorSummary, useFormErrors } from '../../ui/form-errors.js';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

type Draft = Record<AddressField | 'label', string> & { isDefault: boolean };

const EMPTY: Draft = {
  label: '',
  city: '',
  zone: '',
  street: '',
  building: '',
  unit: '',
  landmark: '',
  isDefault: false,
};

function AddressForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: StoreAddress | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { locale } = useShellData();
  const t = useT();
  const [draft, setDraft] = useState<Draft>(
    initial ? { ...addressFormValues(initial), label: initial.label, isDefault: initial.isDefault } : EMPTY,
  );
  // Every problem the server names shows at once beside its field (ui/form-errors).
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);

  const field = (name: AddressField | 'label'): CheckoutFieldProps => ({
    id: `address-${name}`,
    name,
    value: draft[name],
    onChange: (event) => {
      setDraft((current) => ({ ...current, [name]: event.target.value }));
    },
    error: errors.fields[name],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    errors.clear();
    try {
      if (initial) await savedAddressesApi.update(locale, initial.id, draft);
      else await savedAddressesApi.create(locale, draft);
      onSaved();
    } catch (caught) {
      errors.fail(form, caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={errors.onInput}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4"
    >
      <TextField
        {...field('label')}
        label={t('account.addressLabel')}
        hint={t('account.addressLabelHint')}
        maxLength={50}
      />
      <DeliveryAddressFields field={field} />
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          type="checkbox"
          name="isDefault"
          checked={draft.isDefault}
          onChange={(event) => setDraft((current) => ({ ...current, isDefault: event.target.checked }))}
          className="size-4 accent-brand-700"
        />
        {t('account.addressUseAsDefault')}
      </label>
      <FormErrorSummary summary={errors.summary} formError={errors.formError} />
      <div className="flex flex-wrap gap-2">
        <ClientSubmitButton size="lg" disabled={busy}>
          {t('account.addressSave')}
        </ClientSubmitButton>
        <Button type="button" size="lg" variant="secondary" onClick={onCancel}>
          {t('account.addressCancel')}
        </Button>
      </div>
    </form>
  );
}

/** The account's saved delivery addresses (decision 037): add, edit, delete, choose the default. */
export function SavedAddresses() {
  const { locale } = useShellData();
  const t = useT();
  const [addresses, setAddresses] = useState<StoreAddress[] | null>(null);
  const [editing, setEditing] = useState<StoreAddress | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = () =>
    savedAddressesApi.list(locale).then(setAddresses, (caught: Error) => setError(caught.message));
  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  async function act(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      await reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('api.failed'));
    }
  }

  const full = (addresses?.length ?? 0) >= SAVED_ADDRESSES_MAX;
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="saved-addresses">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-addresses" className="text-lg font-extrabold text-slate-900">
          {t('account.addresses')}
        </h2>
        {addresses && editing === null && !full && (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            {t('account.addressAdd')}
          </Button>
        )}
      </div>
      <ErrorBox message={error} />
      {addresses && addresses.length === 0 && editing === null && (
        <p className="text-slate-600">{t('account.noAddresses')}</p>
      )}
      {full && (
        <p className="text-sm text-slate-600">{t('account.addressLimit', { max: SAVED_ADDRESSES_MAX })}</p>
      )}
      {editing === 'new' && (
        <AddressForm
          initial={null}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {addresses && addresses.length > 0 && (
        <ul className="flex flex-col gap-3">
          {addresses.map((address) =>
            editing !== 'new' && editing?.id === address.id ? (
              <li key={address.id}>
                <AddressForm
                  initial={address}
                  onCancel={() => setEditing(null)}
                  onSaved={() => {
                    setEditing(null);
                    void reload();
                  }}
                />
              </li>
            ) : (
              <li
                key={address.id}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4"
                data-address-id={address.id}
              >
                <div className="flex flex-wrap items-center gap-2">
                  {address.label && (
                    <span className="font-bold text-slate-900">
                      <bdi>{address.label}</bdi>
                    </span>
                  )}
                  {address.isDefault && (
                    <span className="rounded-full bg-brand-50 px-3 py-0.5 text-xs font-bold text-brand-800">
                      {t('account.addressDefault')}
                    </span>
                  )}
                </div>
                <p className="text-sm text-slate-700">
                  <bdi>{addressSummary(address, locale)}</bdi>
                </p>
                {/* Edit, make default and delete: the floating buttons step aside from them (use-keep-clear). */}
                <div data-keep-clear className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(address)}>
                    {t('account.addressEdit')}
                  </Button>
                  {!address.isDefault && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void act(() => savedAddressesApi.makeDefault(locale, address.id))}
                    >
                      {t('account.addressMakeDefault')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    className="text-red-700"
                    onClick={() => {
                      if (window.confirm(t('account.addressDeleteConfirm')))
                        void act(() => savedAddressesApi.remove(locale, address.id));
                    }}
                  >
                    {t('account.addressDelete')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
