import { effectivePrice, formatMoney, type AdminProductDetail } from '@matjar/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { productDetailQuery, productListQuery } from '../../../lib/api/products';
import { Field, inputClass, selectClass } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert.js';

/** What an exchange sends instead, with the unit price the shopper would pay today (the server prices it again). */
export interface ExchangeChoice {
  productId: number;
  variantId: number | null;
  quantity: number;
  price: number;
  payment: 'cash' | 'online';
}

const unitPrice = (product: AdminProductDetail, variantId: number | null) =>
  effectivePrice(
    { price: product.price, discount_type: product.discount_type, discount_value: product.discount_value },
    variantId === null ? null : product.variants.find((v) => v.id === variantId)?.price,
  ).final;

/**
 * The replacement of an exchange: the returned product by default (another colour or size is its other
 * option), or another product found by name; its option, quantity and how the difference is paid.
 */
export function ExchangePicker({
  productId: returnedProductId,
  onChange,
  missing,
}: {
  productId: number | null;
  onChange: (choice: ExchangeChoice | null) => void;
  missing: boolean;
}) {
  const { t, language } = useI18n();
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState<number | null>(returnedProductId);
  const [variantId, setVariantId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [payment, setPayment] = useState<'cash' | 'online'>('cash');
  const found = useQuery({
    ...productListQuery({ q: search.trim(), is_active: 'true', page_size: 10 }),
    enabled: search.trim().length >= 2,
  });
  const product = useQuery({ ...productDetailQuery(productId ?? 0), enabled: productId !== null }).data;
  const variants = (product?.variants ?? []).filter((variant) => variant.is_active);
  const name = (row: { name: string; name_en: string | null }) =>
    language === 'en' ? (row.name_en ?? row.name) : row.name;

  // A product with options needs one chosen; without options, the product itself.
  const ready = product && (variants.length === 0 || variants.some((v) => v.id === variantId));
  useEffect(() => {
    onChange(
      ready
        ? {
            productId: product.id,
            variantId: variants.length === 0 ? null : variantId,
            quantity,
            price: unitPrice(product, variants.length === 0 ? null : variantId),
            payment,
          }
        : null,
    );
    // onChange is the dialog's state setter; the choice is what is watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, product?.id, variantId, quantity, payment]);

  return (
    <div className="space-y-3 rounded-lg border border-zinc-200 p-3">
      <Field id="exchange-search" label={t('returns.exchangeSearch')}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={inputClass(false)}
          />
        )}
      </Field>
      <Field id="exchange-product" label={t('returns.exchangeProduct')} required>
        {(control) => (
          <select
            {...control}
            value={productId ?? ''}
            onChange={(event) => {
              setProductId(event.target.value ? Number(event.target.value) : null);
              setVariantId(null);
            }}
            className={selectClass(missing && !productId)}
          >
            {product && <option value={product.id}>{name(product)}</option>}
            {(found.data?.products ?? [])
              .filter((row) => row.id !== product?.id)
              .map((row) => (
                <option key={row.id} value={row.id}>
                  {name(row)}
                </option>
              ))}
          </select>
        )}
      </Field>
      {variants.length > 0 && (
        <Field id="exchange-variant" label={t('returns.exchangeVariant')} required>
          {(control) => (
            <select
              {...control}
              value={variantId ?? ''}
              onChange={(event) => setVariantId(event.target.value ? Number(event.target.value) : null)}
              className={selectClass(missing && variantId === null)}
            >
              <option value="">—</option>
              {variants.map((variant) => (
                <option key={variant.id} value={variant.id} disabled={variant.stock <= 0}>
                  {name(variant)} · {formatMoney(unitPrice(product!, variant.id), language)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="exchange-quantity" label={t('returns.exchangeQuantity')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              dir="ltr"
              min={1}
              max={10}
              value={quantity}
              onChange={(event) => setQuantity(Math.max(1, Math.min(10, Number(event.target.value) || 1)))}
              className={inputClass(false)}
            />
          )}
        </Field>
        <Field id="exchange-payment" label={t('returns.exchangePay')}>
          {(control) => (
            <select
              {...control}
              value={payment}
              onChange={(event) => setPayment(event.target.value as 'cash' | 'online')}
              className={selectClass(false)}
            >
              <option value="cash">{t('returns.payCash')}</option>
              <option value="online">{t('returns.payCard')}</option>
            </select>
          )}
        </Field>
      </div>
      {missing && !ready && <FormAlert message={t('returns.exchangeProduct')} />}
    </div>
  );
}
