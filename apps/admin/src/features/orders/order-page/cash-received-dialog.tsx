import {
  CASH_CORRECTION_REASON_MAX,
  CASH_RECEIVED_MAX,
  formatMoney,
  formatOrderNumber,
  type AdminCashReceivedBody,
  type AdminOrderDetail,
} from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useDrivers } from '../../../lib/api/drivers';
import { Dialog } from '../../../ui/dialog';
import { Field, selectClass, textareaClass } from '../../../ui/field';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { MoneyInput } from '../../../ui/money-input';
import { CASH_AMOUNT_MESSAGE, cashAmountProblem, cashDifferenceKind, cashReasonMissing } from './cash-amount';
import { FormAlert } from '../../../ui/form-alert.js';
import { useRefusedSave } from '../../../ui/first-invalid';

/** The picker's value for "I took it myself": the staff member recording the cash. */
const BY_STAFF = 'staff';

/**
 * Records the cash handed in for a delivered cash order: the amount starts at the order's total, who handed
 * it in starts at the order's driver (or the staff member recording it), and an amount that differs asks for
 * a reason (short or over) before it is sent. The dialog itself is the confirmation.
 */
export function CashReceivedDialog({
  order,
  onClose,
  onRecord,
  saving,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
  onRecord: (body: AdminCashReceivedBody) => Promise<void>;
  saving: boolean;
}) {
  const { t, language } = useI18n();
  const drivers = useDrivers();
  // The cash due is what the shop's gift card left of the total.
  const due = order.total_amount - order.gift_card_amount;
  const [amount, setAmount] = useState<number | null>(due);
  const [receivedBy, setReceivedBy] = useState<string>(order.driver ? String(order.driver.id) : BY_STAFF);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const problem = cashAmountProblem(amount);
  const differs = amount !== null && !Number.isNaN(amount) && amount !== due;
  const kind = differs && amount !== null ? cashDifferenceKind(amount - due) : null;
  const reasonMissing = cashReasonMissing(amount, due, reason);
  const activeDrivers: { id: number; name: string }[] = (drivers.data ?? []).filter(
    (driver) => driver.active || String(driver.id) === receivedBy,
  );
  // The order's driver is an option before the list arrives, so the picker opens on them, not on "me".
  if (order.driver && !activeDrivers.some((driver) => driver.id === order.driver?.id))
    activeDrivers.unshift(order.driver);

  const { form, refuse } = useRefusedSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (problem || amount === null || reasonMissing) return refuse();
    try {
      await onRecord({
        amount,
        ...(receivedBy === BY_STAFF ? {} : { driver_id: Number(receivedBy) }),
        ...(differs ? { reason: reason.trim() } : {}),
      });
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
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field id="cash-received-by" label={t('orderPage.cash.receivedByLabel')} required>
          {(control) => (
            <select
              {...control}
              value={receivedBy}
              onChange={(event) => setReceivedBy(event.target.value)}
              className={selectClass(false)}
            >
              <option value={BY_STAFF}>{t('orderPage.cash.byMe')}</option>
              {activeDrivers.map((driver) => (
                <option key={driver.id} value={String(driver.id)}>
                  {t('orderPage.cash.byDriver', { name: driver.name })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <MoneyInput
          id="cash-received-amount"
          label={t('orderPage.cash.amount')}
          required
          value={amount}
          onChange={setAmount}
          maxDirhams={CASH_RECEIVED_MAX}
          error={tried && problem && problem !== 'invalid' ? t(CASH_AMOUNT_MESSAGE[problem]) : undefined}
          hint={
            kind && amount !== null ? (
              <span className="font-medium text-amber-800">
                {t(kind === 'short' ? 'orderPage.cash.shortBy' : 'orderPage.cash.overBy', {
                  amount: formatMoney(Math.abs(amount - due), language),
                  total: formatMoney(due, language),
                })}
              </span>
            ) : undefined
          }
        />
        {differs && (
          <Field
            id="cash-difference-reason"
            label={t('orderPage.cash.differenceReason')}
            required
            hint={t('orderPage.cash.differenceReasonHint')}
            error={tried && reasonMissing ? t('orderPage.cash.differenceReasonRequired') : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                value={reason}
                rows={2}
                maxLength={CASH_CORRECTION_REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
                className={textareaClass(tried && reasonMissing)}
              />
            )}
          </Field>
        )}
        <FormAlert message={failure} />
        <FormDialogActions onCancel={onClose} submitLabel={t('orderPage.cash.submit')} saving={saving} />
      </form>
    </Dialog>
  );
}
