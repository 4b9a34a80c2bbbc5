import { CASH_RECEIVED_MAX, formatMoney, type AdminOrderDetail, formatOrderNumber } from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { Dialog } from '../../../ui/dialog';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { MoneyInput } from '../../../ui/money-input';
import { CASH_AMOUNT_MESSAGE, cashAmountProblem } from './cash-amount';
import { FormAlert } from '../../../ui/form-alert.js';

/**
 * Records the cash a courier handed in for a delivered cash order: the amount starts at the order's total,
 * and the dialog itself is the confirmation (it says the record is final and carries the staff member's name).
 */
export function CashReceivedDialog({
  order,
  onClose,
  onRecord,
  saving,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
  onRecord: (amount: number) => Promise<void>;
  saving: boolean;
}) {
  const { t, language } = useI18n();
  const [amount, setAmount] = useState<number | null>(order.total_amount);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const problem = cashAmountProblem(amount);
  const differs = amount !== null && !Number.isNaN(amount) && amount !== order.total_amount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (problem || amount === null) return;
    try {
      await onRecord(amount);
      // First-strong isolates keep the order number's left-to-right order inside an Arabic toast.
      toast.success(
        t('orderPage.cash.done', { number: `\u2068${formatOrderNumber(order.short_number)}\u2069` }),
      );
      onClose();
    } catch (error) {
      setFailure(
        t('orderPage.cash.failed', { message: describeApiError(error, language, t('common.tryAgainLater')) }),
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={t('orderPage.cash.dialogTitle', { number: formatOrderNumber(order.short_number) })}
      description={t('orderPage.cash.dialogBody')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <MoneyInput
          id="cash-received-amount"
          label={t('orderPage.cash.amount')}
          required
          value={amount}
          onChange={setAmount}
          maxDirhams={CASH_RECEIVED_MAX}
          error={tried && problem && problem !== 'invalid' ? t(CASH_AMOUNT_MESSAGE[problem]) : undefined}
          hint={
            differs ? (
              <span className="text-amber-800">
                {t('orderPage.cash.differs', { total: formatMoney(order.total_amount, language) })}
              </span>
            ) : undefined
          }
        />
        <FormAlert message={failure} />
        <FormDialogActions onCancel={onClose} submitLabel={t('orderPage.cash.submit')} saving={saving} />
      </form>
    </Dialog>
  );
}
