import { STATUS_REASON_MAX, formatOrderNumber } from '@matjar/core';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Dialog } from '../../ui/dialog';
import { Field, textareaClass } from '../../ui/field';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { useRefusedSave } from '../../ui/first-invalid';

interface ReturnReasonDialogProps {
  shortNumber: number;
  onAnswer: (reason: string | null) => void;
}

/** Asks why a delivered order came back (decision 027): the reason is required, up to STATUS_REASON_MAX. */
function ReturnReasonDialog({ shortNumber, onAnswer }: ReturnReasonDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried && reason.trim() === '' ? t('orders.return.reasonRequired') : undefined;

  const { form, refuse } = useRefusedSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() === '') return refuse();
    onAnswer(reason.trim());
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onAnswer(null)}
      title={t('orders.return.title', { number: formatOrderNumber(shortNumber) })}
      description={t('orders.return.body')}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        <Field
          id="return-reason"
          label={t('orders.return.reason')}
          required
          error={problem}
          hint={t('orders.return.reasonHint')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={STATUS_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={textareaClass(Boolean(problem))}
            />
          )}
        </Field>
        <FormDialogActions onCancel={() => onAnswer(null)} submitLabel={t('orders.move.returned')} />
      </form>
    </Dialog>
  );
}

/**
 * `const [askReason, reasonDialog] = useReturnReason()`; render `reasonDialog`, then
 * `await askReason(order)` resolves the reason typed, or null when the staff member cancelled.
 */
export function useReturnReason(): [(order: { short_number: number }) => Promise<string | null>, ReactNode] {
  const [request, setRequest] = useState<{
    shortNumber: number;
    resolve: (reason: string | null) => void;
  } | null>(null);
  const ask = useCallback(
    (order: { short_number: number }) =>
      new Promise<string | null>((resolve) => setRequest({ shortNumber: order.short_number, resolve })),
    [],
  );
  const element = request ? (
    <ReturnReasonDialog
      shortNumber={request.shortNumber}
      onAnswer={(reason) => {
        request.resolve(reason);
        setRequest(null);
      }}
    />
  ) : null;
  return [ask, element];
}
