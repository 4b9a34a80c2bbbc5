import {
  formatMoney,
  formatNumber,
  type AdminGiftCodeImportBody,
  type AdminGiftCodePreviewResponse,
  type AdminGiftCodeStock,
} from '@matjar/core';
import { FileUp, ListChecks, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import type { MessageKey } from '../../i18n/ar';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { Field, inputClass, selectClass, textareaClass } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert';
import { NameText } from '../../ui/name-text';
import { useImportGiftCodes, usePreviewGiftCodes } from './api/gift-code-inventory-api';

/** Largest file read into the box: a 5,000-code CSV with PINs and dates is well under it. */
const FILE_MAX_BYTES = 600_000;

/**
 * Loading the codes a brand or distributor sold the shop: pick the card and its value (or let the file's
 * value column say), paste the codes or choose a file, preview (nothing is stored: every problem line is
 * named), then load them — all or none, in one batch the activity log names.
 */
export function ImportGiftCodes({ cards }: { cards: readonly AdminGiftCodeStock[] }) {
  const { t, language } = useI18n();
  const products = [...new Map(cards.map((card) => [card.product_id, card])).values()];
  const [productId, setProductId] = useState<number | null>(products[0]?.product_id ?? null);
  const [variantId, setVariantId] = useState<number | null>(null);
  const [batchName, setBatchName] = useState('');
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<{
    body: AdminGiftCodeImportBody;
    result: AdminGiftCodePreviewResponse;
  } | null>(null);
  const preview = usePreviewGiftCodes();
  const load = useImportGiftCodes();
  const values = cards.filter((card) => card.product_id === productId);
  const nameOf = (card: AdminGiftCodeStock) =>
    (language === 'en' ? card.product_name_en : null) ?? card.product_name;

  const body: AdminGiftCodeImportBody | null =
    productId === null
      ? null
      : { product_id: productId, variant_id: variantId, batch_name: batchName.trim(), text };
  // The preview speaks for exactly what was previewed: any change asks for a new one.
  const current =
    previewed && body && JSON.stringify(previewed.body) === JSON.stringify(body) ? previewed.result : null;
  const ready = current !== null && current.problems.length === 0 && current.valid > 0;

  const readFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      setFileError(t('giftCodes.fileTooBig'));
      return;
    }
    setText(await file.text());
    if (!batchName.trim()) setBatchName(file.name.replace(/\.[^.]+$/, ''));
  };

  const runPreview = () => {
    if (!body) return;
    preview.mutate(body, { onSuccess: (result) => setPreviewed({ body, result }) });
  };
  const runImport = () => {
    if (!body || !ready) return;
    load.mutate(body, {
      onSuccess: (done) => {
        toast.success(t('giftCodes.imported', { count: formatNumber(done.imported, language) }));
        setText('');
        setBatchName('');
        setPreviewed(null);
      },
    });
  };
  const error = preview.error ?? load.error;

  return (
    <section aria-labelledby="gift-codes-import" className="rounded-xl border border-zinc-200 bg-white p-4">
      <h2 id="gift-codes-import" className="text-base font-semibold text-zinc-900">
        {t('giftCodes.import.title')}
      </h2>
      {/* The CSV's column names are written as the file must spell them, each run set left to right. */}
      <p className="mt-1 text-sm text-zinc-600">
        <NameText name={t('giftCodes.import.intro')} />
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <Field label={t('giftCodes.import.card')} id="gift-codes-card">
          {(control) => (
            <select
              {...control}
              value={productId ?? ''}
              onChange={(event) => {
                setProductId(Number(event.target.value) || null);
                setVariantId(null);
              }}
              className={selectClass(false)}
            >
              {products.map((card) => (
                <option key={card.product_id} value={card.product_id}>
                  {nameOf(card)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('giftCodes.import.value')}
          id="gift-codes-value"
          hint={<NameText name={t('giftCodes.import.valueHint')} />}
        >
          {(control) => (
            <select
              {...control}
              value={variantId ?? ''}
              onChange={(event) => setVariantId(Number(event.target.value) || null)}
              className={selectClass(false)}
            >
              <option value="">{t('giftCodes.import.valueFromFile')}</option>
              {values.map((card) => (
                <option key={card.variant_id ?? 0} value={card.variant_id ?? ''}>
                  {formatMoney(card.value, language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('giftCodes.import.batch')} id="gift-codes-batch" required>
          {(control) => (
            <input
              {...control}
              value={batchName}
              maxLength={120}
              onChange={(event) => setBatchName(event.target.value)}
              className={inputClass(false)}
            />
          )}
        </Field>
      </div>
      <Field
        label={t('giftCodes.import.codes')}
        id="gift-codes-text"
        hint={t('giftCodes.import.codesHint')}
        className="mt-4"
      >
        {(control) => (
          <textarea
            {...control}
            dir="ltr"
            rows={6}
            value={text}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            className={`${textareaClass(false)} font-mono`}
          />
        )}
      </Field>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm font-medium text-zinc-800 focus-within:outline-2 focus-within:outline-brand-600 hover:bg-zinc-50">
          <FileUp aria-hidden className="size-4" />
          {t('giftCodes.import.file')}
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </label>
        <Button
          icon={ListChecks}
          onClick={runPreview}
          loading={preview.isPending}
          disabled={!body || text.trim() === '' || batchName.trim() === ''}
        >
          {t('giftCodes.import.preview')}
        </Button>
        <Button
          variant="primary"
          icon={PackagePlus}
          onClick={runImport}
          loading={load.isPending}
          disabled={!ready}
        >
          {current && current.valid > 0
            ? t('giftCodes.import.confirmCount', { count: formatNumber(current.valid, language) })
            : t('giftCodes.import.confirm')}
        </Button>
      </div>
      <FormAlert
        message={fileError ?? (error ? describeApiError(error, language, t('common.tryAgainLater')) : null)}
      />
      {current && (
        <div className="mt-4 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm" role="status">
          <p className="font-medium text-zinc-900">
            {t('giftCodes.preview.summary', {
              valid: formatNumber(current.valid, language),
              problems: formatNumber(current.problems.length, language),
            })}
          </p>
          {current.per_value.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {current.per_value.map((entry) => (
                <li
                  key={entry.variant_id ?? 0}
                  className="rounded-full bg-white px-3 py-1 ring-1 ring-zinc-200"
                >
                  {formatMoney(entry.value, language)}: {formatNumber(entry.count, language)}
                </li>
              ))}
            </ul>
          )}
          {current.cost > 0 && (
            <p className="mt-2 text-zinc-700">
              {t('giftCodes.preview.cost', { cost: formatMoney(current.cost, language) })}
            </p>
          )}
          {current.problems.length > 0 && (
            <ul className="mt-2 max-h-48 list-inside list-disc overflow-y-auto text-red-800">
              {current.problems.map((problem) => (
                <li key={`${problem.line}:${problem.problem}`}>
                  {t('giftCodes.preview.line', { line: formatNumber(problem.line, language) })}{' '}
                  <NameText name={t(`giftCodes.problem.${problem.problem}` as MessageKey)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
