import { formatNumber, type AdminProductDetail } from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClass, selectClass, textareaClass } from '../../../ui/field';
import { useRefusedSave } from '../../../ui/first-invalid';
import { useAdjustStock } from '../api/adjust-stock';
import { nameIn } from '../product-names';
import { adjustedStock, type AdjustMode } from './adjust-stock-draft';
import { FormAlert } from '../../../ui/form-alert.js';

const NOTE_MAX = 500;

interface AdjustStockDialogProps {
  product: AdminProductDetail;
  onClose: () => void;
  onDone: (product: AdminProductDetail) => void;
}

/**
 * A manual stock adjustment (through the stock ledger): the product's own stock, or a variant's when it has
 * variants (its stock is their sum), by a number of units or to a new amount, with a required reason.
 */
export function AdjustStockDialog({ product, onClose, onDone }: AdjustStockDialogProps) {
  const { t, language } = useI18n();
  const adjust = useAdjustStock();
  const [variantId, setVariantId] = useState<number | null>(product.variants[0]?.id ?? null);
  const [mode, setMode] = useState<AdjustMode>('delta');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const current = variant ? variant.stock : product.stock;
  const targetName = variant
    ? nameIn(variant.name, variant.name_en, language)
    : nameIn(product.name, product.name_en, language);
  const outcome = adjustedStock(current, mode, amount);
  const amountProblem = tried && 'problem' in outcome ? t(outcome.problem) : undefined;
  const noteProblem = tried && note.trim() === '' ? t('stockHistory.adjust.noteRequired') : undefined;

  const { form, refuse } = useRefusedSave();

  const submit = async (event: FormEvent) => {
    // The dialog sits in the product form's React tree: its submit must not reach (and save) that form.
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    setFailure(null);
    if ('problem' in outcome || note.trim() === '') return refuse();
    try {
      const fresh = await adjust.mutateAsync({
        productId: product.id,
        variantId: variant?.id ?? null,
        stock: outcome.stock,
        note: note.trim(),
      });
      toast.success(
        t('stockHistory.adjusted', { name: targetName, stock: formatNumber(outcome.stock, language) }),
      );
      onDone(fresh);
    } catch (error) {
      setFailure(
        t('stockHistory.adjustFailed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('stockHistory.adjustTitle')}>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {product.variants.length > 0 ? (
          <Field id="adjust-target" label={t('stockHistory.adjust.target')}>
            {(control) => (
              <select
                {...control}
                value={variantId ?? ''}
                onChange={(event) => setVariantId(Number(event.target.value))}
                className={selectClass(false)}
              >
                {product.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {nameIn(v.name, v.name_en, language)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <p className="font-semibold text-zinc-900">{targetName}</p>
        )}
        <p className="text-sm text-zinc-700">
          {t('stockHistory.adjust.current', { stock: formatNumber(current, language) })}
        </p>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">
            {t('stockHistory.adjust.mode')}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['delta', 'set'] as const).map((choice) => (
              <label key={choice} className="inline-flex items-center gap-2 text-sm text-zinc-800">
                <input
                  type="radio"
                  name="adjust-mode"
                  value={choice}
                  checked={mode === choice}
                  onChange={() => setMode(choice)}
                  className="size-4 accent-brand-700"
                />
                {t(choice === 'delta' ? 'stockHistory.adjust.modeDelta' : 'stockHistory.adjust.modeSet')}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          id="adjust-amount"
          label={t(mode === 'delta' ? 'stockHistory.adjust.delta' : 'stockHistory.adjust.newStock')}
          required
          error={amountProblem}
          hint={
            'stock' in outcome
              ? t('stockHistory.adjust.result', { stock: formatNumber(outcome.stock, language) })
              : mode === 'delta'
                ? t('stockHistory.adjust.deltaHint')
                : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              dir="ltr"
              inputMode={mode === 'delta' ? 'text' : 'numeric'}
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={`${inputClass(Boolean(amountProblem))} text-start tabular-nums`}
            />
          )}
        </Field>
        <Field
          id="adjust-note"
          label={t('stockHistory.adjust.note')}
          required
          error={noteProblem}
          hint={t('stockHistory.adjust.noteHint')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={textareaClass(Boolean(noteProblem))}
            />
          )}
        </Field>
        <FormAlert message={failure} />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('stockHistory.adjust.submit')}
          saving={adjust.isPending}
        />
      </form>
    </Dialog>
  );
}
