import {
  CASH_REFUND_HOW,
  CASH_REFUND_HOW_LABELS,
  REFUND_METHOD_LABELS,
  RETURN_REASON_MAX,
  exchangeDifference,
  formatMoney,
  formatOrderNumber,
  type AdminOrderDetail,
  type AdminOrderReturnsResponse,
  type AdminReturnBody,
  type CashRefundHow,
  type ReturnCondition,
} from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClass, selectClass, textareaClass } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert.js';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { useOrderRefunds } from '../api/order-refunds';
import { useRecordReturn } from '../api/order-returns';
import { ExchangePicker, type ExchangeChoice } from './exchange-picker';
import { ReturnLineFields, hasSerials, serialsOut } from './return-line-fields';
import { useRefusedSave } from '../../../ui/first-invalid';

type Money = 'later' | 'now' | 'exchange';

/**
 * Takes goods back: per line how many and in what condition, why, and — past the window — why it is accepted
 * late (only roles that may). Those who manage orders also choose what happens to the money: refunded later,
 * refunded now (the goods' value, by the order's refund method), or an exchange for another variant or product
 * whose difference is charged (cash on delivery or a card link) or refunded. One request key per opened dialog.
 */
export function ReturnDialog({
  order,
  returns,
  onClose,
}: {
  order: AdminOrderDetail;
  returns: AdminOrderReturnsResponse;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const can = useCan();
  const record = useRecordReturn(order.id);
  const refunds = useOrderRefunds(order.id).data;
  const [requestKey] = useState(() => crypto.randomUUID().replaceAll('-', ''));
  const lines = returns.lines.filter((line) => line.returnable > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  // A line that went out with serial numbers: the serials ticked are the units that came back.
  const [serials, setSerials] = useState<Record<number, string[]>>({});
  const [conditions, setConditions] = useState<Record<number, ReturnCondition>>({});
  const [reason, setReason] = useState('');
  const [lateReason, setLateReason] = useState('');
  const [money, setMoney] = useState<Money>('later');
  const [how, setHow] = useState<CashRefundHow>('cash');
  const [reference, setReference] = useState('');
  const [exchange, setExchange] = useState<ExchangeChoice | null>(null);
  const [refundOwed, setRefundOwed] = useState(true);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const manager = can('orders.manage');
  const quantityOf = (line: (typeof lines)[number]) =>
    hasSerials(line) ? (serials[line.order_item_id] ?? []).length : (quantities[line.order_item_id] ?? 0);
  const chosen = lines.filter((line) => quantityOf(line) > 0);
  const value = chosen.reduce((sum, line) => sum + line.unit_price * quantityOf(line), 0);
  const windowOpen = money === 'exchange' ? returns.window.exchange_open : returns.window.return_open;
  const late = !windowOpen;
  const method = refunds?.methods[0] ?? (order.payment_method === 'online' ? 'card' : 'cash');
  const portal = method === 'card' && refunds?.card_by_portal;
  const difference = exchange ? exchangeDifference(value, exchange.price * exchange.quantity) : null;
  const name = (line: (typeof lines)[number]) =>
    [
      language === 'en' ? (line.product_name_en ?? line.product_name) : line.product_name,
      language === 'en' ? (line.variant_name_en ?? line.variant_name) : line.variant_name,
    ]
      .filter(Boolean)
      .join(' · ');
  const moneyText = (amount: number) => formatMoney(amount, language);

  const problems = {
    lines: chosen.length === 0,
    reason: reason.trim() === '',
    late: late && lateReason.trim() === '',
    reference:
      Boolean(portal) &&
      reference.trim() === '' &&
      (money === 'now' || (money === 'exchange' && refundOwed && (difference?.owed ?? 0) > 0)),
    exchange: money === 'exchange' && !exchange,
  };

  const refundBody = () => ({
    method,
    ...(method === 'cash' ? { cash_how: how } : {}),
    ...(portal ? { reference: reference.trim() } : {}),
  });

  const { form, refuse } = useRefusedSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.values(problems).some(Boolean) || (late && !can('returns.late'))) return refuse();
    const body: AdminReturnBody = {
      request_key: requestKey,
      reason: reason.trim(),
      ...(late ? { late_reason: lateReason.trim() } : {}),
      lines: chosen.map((line) => ({
        order_item_id: line.order_item_id,
        quantity: quantityOf(line),
        condition: conditions[line.order_item_id] ?? 'resellable',
        ...(hasSerials(line) ? { serials: serials[line.order_item_id] } : {}),
      })),
      ...(money === 'now' ? { refund: refundBody() } : {}),
      ...(money === 'exchange' && exchange
        ? {
            exchange: {
              items: [
                {
                  product_id: exchange.productId,
                  variant_id: exchange.variantId,
                  quantity: exchange.quantity,
                },
              ],
              payment_method: exchange.payment,
            },
            ...(refundOwed && (difference?.owed ?? 0) > 0 ? { refund: refundBody() } : {}),
          }
        : {}),
    };
    try {
      const answer = await record.mutateAsync(body);
      const replacement = answer.return.replacement;
      const number = `\u2068${formatOrderNumber((replacement ?? order).short_number)}\u2069`;
      if (answer.refund_error) {
        toast.error(
          t('returns.refundFailed', {
            reason: language === 'ar' ? answer.refund_error.messageAr : answer.refund_error.message,
          }),
        );
      } else {
        toast.success(t(replacement ? 'returns.doneExchange' : 'returns.done', { number }), {
          ...(answer.payment_url
            ? { description: `${t('returns.payLink')}: ${answer.payment_url}`, duration: 30_000 }
            : {}),
        });
      }
      onClose();
    } catch (error) {
      setFailure(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !record.isPending && onClose()}
      title={t('returns.dialogTitle', { number: formatOrderNumber(order.short_number) })}
      description={t('returns.dialogBody')}
    >
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="mb-2 flex w-full items-center justify-between gap-2 text-sm font-semibold text-zinc-900">
            {t('returns.linesLabel')}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setQuantities(Object.fromEntries(lines.map((line) => [line.order_item_id, line.returnable])));
                setSerials(
                  Object.fromEntries(
                    lines.filter(hasSerials).map((line) => [line.order_item_id, serialsOut(line)]),
                  ),
                );
              }}
            >
              {t('returns.all')}
            </Button>
          </legend>
          {lines.map((line) => (
            <ReturnLineFields
              key={line.order_item_id}
              line={line}
              name={name(line)}
              quantity={quantityOf(line)}
              serials={serials[line.order_item_id] ?? []}
              condition={conditions[line.order_item_id] ?? 'resellable'}
              onQuantity={(next) => setQuantities((all) => ({ ...all, [line.order_item_id]: next }))}
              onSerials={(next) => setSerials((all) => ({ ...all, [line.order_item_id]: next }))}
              onCondition={(next) => setConditions((all) => ({ ...all, [line.order_item_id]: next }))}
            />
          ))}
          {tried && problems.lines && <FormAlert message={t('returns.linesRequired')} />}
        </fieldset>
        <Field
          id="return-reason"
          label={t('returns.reason')}
          required
          error={tried && problems.reason ? t('returns.reasonRequired') : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              value={reason}
              rows={2}
              maxLength={RETURN_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className={textareaClass(tried && problems.reason)}
            />
          )}
        </Field>
        {late &&
          (can('returns.late') ? (
            <Field
              id="return-late-reason"
              label={t('returns.lateReason')}
              required
              error={tried && problems.late ? t('returns.lateReasonRequired') : undefined}
            >
              {(control) => (
                <textarea
                  {...control}
                  value={lateReason}
                  rows={2}
                  maxLength={RETURN_REASON_MAX}
                  onChange={(event) => setLateReason(event.target.value)}
                  className={textareaClass(tried && problems.late)}
                />
              )}
            </Field>
          ) : (
            <FormAlert message={t('returns.lateOnlyAdmin')} />
          ))}
        {manager ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-zinc-900">{t('returns.money')}</legend>
            {(['later', 'now', 'exchange'] as const).map((choice) => {
              // Nothing paid yet (cash not recorded): there is nothing to give back now.
              const nothingPaid = choice === 'now' && refunds !== undefined && refunds.refundable === 0;
              return (
                <label
                  key={choice}
                  className={`flex items-center gap-2 text-sm ${nothingPaid ? 'text-zinc-600' : 'text-zinc-800'}`}
                >
                  <input
                    type="radio"
                    name="return-money"
                    value={choice}
                    checked={money === choice}
                    disabled={nothingPaid}
                    onChange={() => setMoney(choice)}
                    className="size-4 accent-brand-700"
                  />
                  {choice === 'later'
                    ? t('returns.moneyLater')
                    : choice === 'now'
                      ? nothingPaid
                        ? t('returns.moneyNothingPaid')
                        : t('returns.moneyNow', {
                            amount: moneyText(Math.min(value, refunds?.refundable ?? value)),
                          })
                      : t('returns.moneyExchange')}
                </label>
              );
            })}
            {money === 'exchange' && (
              <ExchangePicker
                productId={chosen[0]?.product_id ?? lines[0]?.product_id ?? null}
                onChange={setExchange}
                missing={tried && problems.exchange}
              />
            )}
            {money === 'exchange' && difference && (
              <p className="rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-800" aria-live="polite">
                {difference.due > 0
                  ? t('returns.exchangeDue', {
                      price: moneyText(exchange!.price * exchange!.quantity),
                      amount: moneyText(difference.due),
                    })
                  : difference.owed > 0
                    ? t('returns.exchangeOwed', {
                        price: moneyText(exchange!.price * exchange!.quantity),
                        amount: moneyText(difference.owed),
                      })
                    : t('returns.exchangeEven', { price: moneyText(exchange!.price * exchange!.quantity) })}
              </p>
            )}
            {money === 'exchange' && (difference?.owed ?? 0) > 0 && (
              <label className="flex items-center gap-2 text-sm text-zinc-800">
                <input
                  type="checkbox"
                  checked={refundOwed}
                  onChange={(event) => setRefundOwed(event.target.checked)}
                  className="size-4 accent-brand-700"
                />
                {t('returns.exchangeRefundNow')}
              </label>
            )}
            {(money === 'now' || (money === 'exchange' && refundOwed && (difference?.owed ?? 0) > 0)) && (
              <div className="space-y-3 rounded-lg border border-zinc-200 p-3">
                <p className="text-sm text-zinc-700">
                  {t('returns.refundMethod', { method: REFUND_METHOD_LABELS[method][language] })}
                </p>
                {method === 'cash' && (
                  <Field id="return-refund-how" label={t('orderPage.refunds.how')} required>
                    {(control) => (
                      <select
                        {...control}
                        value={how}
                        onChange={(event) => setHow(event.target.value as CashRefundHow)}
                        className={selectClass(false)}
                      >
                        {CASH_REFUND_HOW.map((choice) => (
                          <option key={choice} value={choice}>
                            {CASH_REFUND_HOW_LABELS[choice][language]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                )}
                {portal && (
                  <Field
                    id="return-refund-reference"
                    label={t('orderPage.refunds.reference')}
                    required
                    hint={t('orderPage.refunds.referenceHint')}
                    error={tried && problems.reference ? t('orderPage.refunds.referenceRequired') : undefined}
                  >
                    {(control) => (
                      <input
                        {...control}
                        dir="ltr"
                        value={reference}
                        onChange={(event) => setReference(event.target.value)}
                        className={inputClass(tried && problems.reference)}
                      />
                    )}
                  </Field>
                )}
              </div>
            )}
          </fieldset>
        ) : (
          <p className="text-sm text-zinc-600">{t('returns.moneyManagerOnly')}</p>
        )}
        <FormAlert message={failure} />
        <FormDialogActions onCancel={onClose} submitLabel={t('returns.submit')} saving={record.isPending} />
      </form>
    </Dialog>
  );
}
