import {
  GIFT_CARD_ADJUST_MAX,
  GIFT_CARD_ADJUST_REASON_MAX,
  GIFT_CARD_LEDGER_LABELS,
  formatDate,
  formatMoney,
  formatOrderNumber,
  formatSignedMoney,
  type AdminGiftCard,
} from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Dialog } from '../../ui/dialog';
import { Field, selectClass, textareaClass } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert.js';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { MoneyInput } from '../../ui/money-input';
import { useAdjustGiftCard, useGiftCardLedger } from './api/gift-cards-api';

/**
 * A shop gift card's balance and history (decision 046): every movement, newest first, with its order, reason
 * and who made it; managers add to or take from the balance with a reason (audited; never below zero). The
 * card is named by its number and masked code only.
 */
export function GiftCardBalanceDialog({
  card,
  canManage,
  onClose,
}: {
  card: AdminGiftCard;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const ledger = useGiftCardLedger(card.id);
  const adjust = useAdjustGiftCard();
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const balance = ledger.data?.gift_card.balance ?? card.balance;
  const amountProblem =
    amount === null || Number.isNaN(amount) || amount <= 0
      ? t('giftCards.balance.amountRequired')
      : undefined;
  const reasonMissing = reason.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (amountProblem || reasonMissing || amount === null) return;
    try {
      await adjust.mutateAsync({
        id: card.id,
        amount: direction === 'add' ? amount : -amount,
        reason: reason.trim(),
      });
      toast.success(t('giftCards.balance.adjusted', { id: card.id }));
      setAmount(null);
      setReason('');
      setTried(false);
      await ledger.refetch();
    } catch (error) {
      setFailure(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !adjust.isPending && onClose()}
      title={t('giftCards.balance.title', { id: card.id })}
      description={t('giftCards.balance.body')}
    >
      <p className="text-sm text-zinc-700">
        <bdi dir="ltr" className="font-mono">
          {card.masked_code}
        </bdi>
      </p>
      <p className="mt-1 text-2xl font-bold text-zinc-900 tabular-nums" data-testid="gift-card-balance">
        {formatMoney(balance, language)}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-zinc-900">{t('giftCards.balance.history')}</h3>
      {ledger.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('giftCards.loadFailed')}
        </p>
      ) : (
        <ol className="mt-2 max-h-64 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200">
          {(ledger.data?.entries ?? []).map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-zinc-900">
                  {GIFT_CARD_LEDGER_LABELS[entry.kind][language]}
                  {entry.short_number !== null && entry.order_id !== null && (
                    <>
                      {' '}
                      <Link
                        to={`/orders/${entry.order_id}`}
                        dir="ltr"
                        className="font-mono text-brand-700 underline-offset-2 hover:underline"
                      >
                        {formatOrderNumber(entry.short_number)}
                      </Link>
                    </>
                  )}
                </span>
                {entry.reason && <bdi className="block text-xs text-zinc-700">{entry.reason}</bdi>}
                <span className="block text-xs text-zinc-600">
                  {formatDate(entry.created_at, language)}
                  {entry.username ? ` · ${entry.username}` : ''}
                </span>
              </span>
              <span className="shrink-0 text-end tabular-nums">
                <span
                  className={`block font-semibold ${entry.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                >
                  {formatSignedMoney(entry.amount, language)}
                </span>
                <span className="block text-xs text-zinc-600">
                  {t('giftCards.balance.after', { amount: formatMoney(entry.balance_after, language) })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {canManage && card.spendable && card.state !== 'void' && (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
          <h3 className="text-sm font-semibold text-zinc-900">{t('giftCards.balance.adjust')}</h3>
          <Field id="gift-card-adjust-direction" label={t('giftCards.balance.direction')} required>
            {(control) => (
              <select
                {...control}
                value={direction}
                onChange={(event) => setDirection(event.target.value as 'add' | 'remove')}
                className={selectClass(false)}
              >
                <option value="add">{t('giftCards.balance.add')}</option>
                <option value="remove">{t('giftCards.balance.remove')}</option>
              </select>
            )}
          </Field>
          <MoneyInput
            id="gift-card-adjust-amount"
            label={t('giftCards.balance.amount')}
            required
            value={amount}
            onChange={setAmount}
            maxDirhams={direction === 'remove' ? balance : GIFT_CARD_ADJUST_MAX}
            error={tried ? amountProblem : undefined}
          />
          <Field
            id="gift-card-adjust-reason"
            label={t('giftCards.balance.reason')}
            required
            error={tried && reasonMissing ? t('giftCards.balance.reasonRequired') : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                value={reason}
                rows={2}
                maxLength={GIFT_CARD_ADJUST_REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
                className={textareaClass(tried && reasonMissing)}
              />
            )}
          </Field>
          <FormAlert message={failure} />
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('giftCards.balance.submit')}
            saving={adjust.isPending}
          />
        </form>
      )}
    </Dialog>
  );
}
