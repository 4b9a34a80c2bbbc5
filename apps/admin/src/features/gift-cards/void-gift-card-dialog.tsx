import { GIFT_CARD_VOID_REASON_MAX, type AdminGiftCard, type AdminGiftCardVoidResponse } from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, textareaClass } from '../../ui/field';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { useVoidGiftCard } from './api/gift-cards-api';
import { FormAlert } from '../../ui/form-alert.js';

/**
 * Voids a code with a reason and issues its replacement; the dialog itself is the confirmation (it says
 * what happens), and after the server answers it shows the replacement instead of closing. Sentences name
 * cards by their number: nothing of a code shows before its reveal (D19).
 */
export function VoidGiftCardDialog({
  card,
  onClose,
  onVoided,
}: {
  card: AdminGiftCard;
  onClose: () => void;
  /** Both cards as the server now has them (the screen may show the voided one outside the list). */
  onVoided?: (result: AdminGiftCardVoidResponse) => void;
}) {
  const { t, language } = useI18n();
  const voidCard = useVoidGiftCard();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<AdminGiftCardVoidResponse | null>(null);
  const missing = reason.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (missing) return;
    try {
      const result = await voidCard.mutateAsync({ id: card.id, reason: reason.trim() });
      setDone(result);
      onVoided?.(result);
    } catch (error) {
      setFailure(
        t('giftCards.voidFailed', { message: describeApiError(error, language, t('common.tryAgainLater')) }),
      );
    }
  };

  if (done) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('giftCards.voidDoneTitle')}
        size="confirm"
      >
        <p role="status" className="text-sm text-zinc-800">
          {t('giftCards.voidDone', {
            old: done.voided.id,
            id: done.replacement.id,
            email: done.replacement.customer_email,
          })}
        </p>
        <div className="mt-4 flex justify-end">
          <Button variant="primary" onClick={onClose}>
            {t('giftCards.done')}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !voidCard.isPending && onClose()}
      title={t('giftCards.voidTitle', { id: card.id })}
      description={t('giftCards.voidBody')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field
          label={t('giftCards.voidReasonLabel')}
          required
          hint={t('giftCards.voidReasonHint', { max: GIFT_CARD_VOID_REASON_MAX })}
          error={tried && missing ? t('giftCards.voidReasonRequired') : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              value={reason}
              maxLength={GIFT_CARD_VOID_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className={textareaClass(tried && missing)}
            />
          )}
        </Field>
        <FormAlert message={failure} />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('giftCards.voidSubmit')}
          saving={voidCard.isPending}
        />
      </form>
    </Dialog>
  );
}
