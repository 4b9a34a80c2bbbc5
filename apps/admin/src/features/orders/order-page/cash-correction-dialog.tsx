import {
  CASH_CORRECTION_REASON_MAX,
  CASH_RECEIVED_MAX,
  formatMoney,
  formatNumber,
  type AdminOrderDetail,
  formatOrderNumber,
} from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { Dialog } from '../../../ui/dialog';
import { Field, textareaClass } from '../../../ui/field';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { MoneyInput } from '../../../ui/money-input';
import { useCorrectCashReceived } from '../api/order-detail-actions';
import { CASH_AMOUNT_MESSAGE, cashAmountProblem } from './cash-amount';
import { FormAlert } from '../../../ui/form-alert.js';
import { useRefusedSave } from '../../../ui/first-invalid';

/**
 * Corrects the cash recorded for an order (a miscount, a typo): the right amount and why. The receipt keeps
 * who took the cash and when; the activity log keeps the old and new amount, the reason and who corrected it.
 */
export function CashCorrectionDialog({
  order,
  recorded,
  onClose,
}: {
  order: AdminOrderDetail;
  recorded: number;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const correct = useCorrectCashReceived(order.id);
  const [amount, setAmount] = useState<number | null>(recorded);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const amountProblem = cashAmountProblem(amount);
  const unchanged = amount === recorded;
  const reasonMissing = reason.trim() === '';
  const amountError =
    amountProblem === 'required' || amountProblem === 'zero'
      ? t(CASH_AMOUNT_MESSAGE[amountProblem])
      : unchanged
        ? t('orderPage.cash.correctUnchanged')
        : undefined;

  const { form, refuse } = useRefusedSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (amountProblem || unchanged || reasonMissing || amount === null) return refuse();
    try {
      await correct.mutateAsync({ amount, reason: reason.trim() });
      // First-strong isolates keep the order number's left-to-right order inside an Arabic toast.
      toast.success(
        t('orderPage.cash.corrected', { number: `\u2068${formatOrderNumber(order.short_number)}\u2069` }),
      );
      onClose();
    } catch (error) {
      setFailure(
        t('orderPage.cash.correctFailed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !correct.isPending && onClose()}
      title={t('orderPage.cash.correctTitle', { number: formatOrderNumber(order.short_number) })}
      description={t('orderPage.cash.correctBody', { amount: formatMoney(recorded, language) })}
    >
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <MoneyInput
          id="cash-correction-amount"
          label={t('orderPage.cash.correctAmount')}
          required
          value={amount}
          onChange={setAmount}
          maxDirhams={CASH_RECEIVED_MAX}
          error={tried ? amountError : undefined}
        />
        <Field
          id="cash-correction-reason"
          label={t('orderPage.cash.correctReason')}
          required
          hint={t('orderPage.cash.correctReasonHint', {
            max: formatNumber(CASH_CORRECTION_REASON_MAX, language),
          })}
          error={tried && reasonMissing ? t('orderPage.cash.correctReasonRequired') : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              value={reason}
              rows={3}
              maxLength={CASH_CORRECTION_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className={textareaClass(tried && reasonMissing)}
            />
          )}
        </Field>
        <FormAlert message={failure} />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('orderPage.cash.correctSubmit')}
          saving={correct.isPending}
        />
      </form>
    </Dialog>
  );
}
