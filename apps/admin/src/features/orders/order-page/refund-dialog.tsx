import {
  CASH_REFUND_HOW,
  CASH_REFUND_HOW_LABELS,
  REFUND_METHOD_LABELS,
  REFUND_REASON_MAX,
  REFUND_REFERENCE_MAX,
  formatMoney,
  formatOrderNumber,
  type AdminOrderDetail,
  type AdminOrderRefundsResponse,
  type AdminRefundBody,
  type CashRefundHow,
  type RefundMethod,
} from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useDrivers } from '../../../lib/api/drivers';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClass, selectClass, textareaClass } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert.js';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { MoneyInput } from '../../../ui/money-input';
import { CheckboxRow, checkboxClass } from '../../../ui/checkbox-row';
import { useRefusedSave } from '../../../ui/first-invalid';

/** The picker's value for "I paid it back myself". */
const BY_STAFF = 'staff';

/**
 * Refunds part or all of what is left of the payment. The amount starts at what may still be refunded; a card
 * refund through a gateway without a refund call asks for the reference of the refund made in its portal; a
 * cash refund asks who paid it back and how. One request key per opened dialog: a double click or a resent
 * request answers the same refund, never a second one.
 */
export function RefundDialog({
  order,
  refunds,
  onClose,
  onRefund,
  saving,
}: {
  order: AdminOrderDetail;
  refunds: AdminOrderRefundsResponse;
  onClose: () => void;
  onRefund: (body: AdminRefundBody) => Promise<{ refund: { status: string } }>;
  saving: boolean;
}) {
  const { t, language } = useI18n();
  const drivers = useDrivers();
  const [requestKey] = useState(() => crypto.randomUUID().replaceAll('-', ''));
  const [method, setMethod] = useState<RefundMethod>(refunds.methods[0]!);
  const [amount, setAmount] = useState<number | null>(refunds.refundable);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [how, setHow] = useState<CashRefundHow>('cash');
  const [paidBy, setPaidBy] = useState<string>(order.driver ? String(order.driver.id) : BY_STAFF);
  // Store credit only where the shopper agreed: staff ask, then tick (the refund records it).
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const portal = method === 'card' && refunds.card_by_portal;
  const amountProblem =
    amount === null || Number.isNaN(amount) || amount <= 0
      ? t('orderPage.refunds.amountRequired')
      : amount > refunds.refundable
        ? t('orderPage.refunds.amountTooHigh', { max: formatMoney(refunds.refundable, language) })
        : undefined;
  const reasonMissing = reason.trim() === '';
  const referenceMissing = portal && reference.trim() === '';
  const agreementMissing = method === 'store_credit' && !agreed;
  const activeDrivers = (drivers.data ?? []).filter((driver) => driver.active);

  const { form, refuse } = useRefusedSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (amountProblem || reasonMissing || referenceMissing || agreementMissing || amount === null)
      return refuse();
    try {
      const answer = await onRefund({
        amount,
        reason: reason.trim(),
        method,
        request_key: requestKey,
        ...(portal ? { reference: reference.trim() } : {}),
        ...(method === 'cash'
          ? { cash_how: how, ...(paidBy === BY_STAFF ? {} : { driver_id: Number(paidBy) }) }
          : {}),
        ...(method === 'store_credit' ? { shopper_agreed: agreed } : {}),
      });
      const number = `\u2068${formatOrderNumber(order.short_number)}\u2069`;
      const words =
        answer.refund.status === 'succeeded'
          ? 'orderPage.refunds.done'
          : answer.refund.status === 'pending'
            ? 'orderPage.refunds.donePending'
            : 'orderPage.refunds.doneFailed';
      if (answer.refund.status === 'failed') toast.error(t(words, { number }));
      else toast.success(t(words, { number }));
      onClose();
    } catch (error) {
      setFailure(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={t('orderPage.refunds.dialogTitle', { number: formatOrderNumber(order.short_number) })}
      description={t('orderPage.refunds.dialogBody', {
        paid: formatMoney(refunds.paid, language),
        refundable: formatMoney(refunds.refundable, language),
      })}
    >
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {refunds.methods.length > 1 ? (
          <Field id="refund-method" label={t('orderPage.refunds.method')} required>
            {(control) => (
              <select
                {...control}
                value={method}
                onChange={(event) => setMethod(event.target.value as RefundMethod)}
                className={selectClass(false)}
              >
                {refunds.methods.map((value) => (
                  <option key={value} value={value}>
                    {REFUND_METHOD_LABELS[value][language]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <p className="text-sm text-zinc-700">
            {t('orderPage.refunds.methodIs', { method: REFUND_METHOD_LABELS[method][language] })}
          </p>
        )}
        <MoneyInput
          id="refund-amount"
          label={t('orderPage.refunds.amount')}
          required
          value={amount}
          onChange={setAmount}
          maxDirhams={refunds.refundable}
          error={tried ? amountProblem : undefined}
          hint={t('orderPage.refunds.amountHint', { max: formatMoney(refunds.refundable, language) })}
        />
        <Field
          id="refund-reason"
          label={t('orderPage.refunds.reason')}
          required
          error={tried && reasonMissing ? t('orderPage.refunds.reasonRequired') : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              value={reason}
              rows={2}
              maxLength={REFUND_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className={textareaClass(tried && reasonMissing)}
            />
          )}
        </Field>
        {portal && (
          <Field
            id="refund-reference"
            label={t('orderPage.refunds.reference')}
            required
            hint={t('orderPage.refunds.referenceHint')}
            error={tried && referenceMissing ? t('orderPage.refunds.referenceRequired') : undefined}
          >
            {(control) => (
              <input
                {...control}
                dir="ltr"
                value={reference}
                maxLength={REFUND_REFERENCE_MAX}
                onChange={(event) => setReference(event.target.value)}
                className={inputClass(Boolean(tried && referenceMissing))}
              />
            )}
          </Field>
        )}
        {method === 'cash' && (
          <>
            <Field id="refund-paid-by" label={t('orderPage.refunds.paidBy')} required>
              {(control) => (
                <select
                  {...control}
                  value={paidBy}
                  onChange={(event) => setPaidBy(event.target.value)}
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
            <Field
              id="refund-how"
              label={t('orderPage.refunds.how')}
              required
              hint={t('orderPage.refunds.howHint')}
            >
              {(control) => (
                <select
                  {...control}
                  value={how}
                  onChange={(event) => setHow(event.target.value as CashRefundHow)}
                  className={selectClass(false)}
                >
                  {CASH_REFUND_HOW.map((value) => (
                    <option key={value} value={value}>
                      {CASH_REFUND_HOW_LABELS[value][language]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )}
        {method === 'store_credit' && (
          <div className="space-y-1">
            <CheckboxRow
              id="refund-shopper-agreed"
              label={t('orderPage.refunds.shopperAgreed')}
              hint={t('orderPage.refunds.shopperAgreedHint')}
            >
              <input
                id="refund-shopper-agreed"
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                aria-describedby="refund-shopper-agreed-hint"
                aria-invalid={tried && agreementMissing ? true : undefined}
                className={checkboxClass}
              />
            </CheckboxRow>
            {tried && agreementMissing && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t('orderPage.refunds.shopperAgreedRequired')}
              </p>
            )}
          </div>
        )}
        <FormAlert message={failure} />
        <FormDialogActions onCancel={onClose} submitLabel={t('orderPage.refunds.submit')} saving={saving} />
      </form>
    </Dialog>
  );
}
