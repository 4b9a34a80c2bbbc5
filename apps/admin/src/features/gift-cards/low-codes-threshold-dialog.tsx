import { formatNumber, type AdminGiftCodeStock } from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Dialog } from '../../ui/dialog';
import { Field, inputClass } from '../../ui/field';
import { useRefusedSave } from '../../ui/first-invalid';
import { FormAlert } from '../../ui/form-alert';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { useSetLowCodesThreshold } from './api/gift-code-inventory-api';

/** Most a threshold may be (the server's bound): far above any distributor batch. */
const MAX_THRESHOLD = 100_000;

/**
 * Sets a brand card's low-codes alert: a value of the card is "running low" on this list, the dashboard and
 * the stock report once it has this many unsold codes or fewer. One figure per card, for all its values.
 */
export function LowCodesThresholdDialog({
  card,
  onClose,
}: {
  card: AdminGiftCodeStock;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const [text, setText] = useState(String(card.low_threshold));
  const save = useSetLowCodesThreshold();
  const typed = text.trim();
  const threshold = /^\d{1,6}$/.test(typed) && Number(typed) <= MAX_THRESHOLD ? Number(typed) : null;
  const [shown, setShown] = useState(false);
  const name = (language === 'en' ? card.product_name_en : null) ?? card.product_name;

  const { form, refuse } = useRefusedSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (threshold === null) return refuse();
    save.mutate(
      { productId: card.product_id, threshold },
      {
        onSuccess: () => {
          toast.success(
            t('giftCodes.threshold.saved', { card: name, threshold: formatNumber(threshold, language) }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('giftCodes.threshold.title', { card: name })}
      description={t('giftCodes.threshold.intro')}
    >
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <Field
          id="low-codes-threshold"
          label={t('giftCodes.threshold.label')}
          required
          hint={t('giftCodes.threshold.hint')}
          error={shown && threshold === null ? t('giftCodes.threshold.invalid') : undefined}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={`${inputClass(shown && threshold === null)} tabular-nums`}
            />
          )}
        </Field>
        <FormAlert
          message={save.error ? describeApiError(save.error, language, t('common.tryAgainLater')) : null}
        />
        <FormDialogActions onCancel={onClose} submitLabel={t('common.save')} saving={save.isPending} />
      </form>
    </Dialog>
  );
}
