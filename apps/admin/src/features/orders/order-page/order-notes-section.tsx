import { type AdminOrderDetail, formatDate, formatNumber, isolate, ORDER_NOTE_MAX } from '@matjar/core';
import { MessageSquarePlus } from 'lucide-react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/session/use-can';
import { Button } from '../../../ui/button';
import { Field, textareaClass } from '../../../ui/field';
import { useTextSubmission } from '../../../ui/use-text-submission';
import { useAddOrderNote } from '../api/order-detail-actions';
import { OrderSection } from './order-section';

/** Staff-only notes on the order, oldest first, and a form to add one (admins and up). */
export function OrderNotesSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  const addNote = useAddOrderNote(order.id);
  const {
    text: body,
    setText: setBody,
    problem,
    submit,
  } = useTextSubmission({
    max: ORDER_NOTE_MAX,
    requiredMessage: t('orderPage.notes.required'),
    tooLongMessage: t('orderPage.notes.tooLong', { max: formatNumber(ORDER_NOTE_MAX, language) }),
    send: (text) => addNote.mutateAsync(text),
    onSent: () => toast.success(t('orderPage.notes.added')),
    onFailed: (error) =>
      toast.error(
        t('orderPage.notes.failed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      ),
  });

  return (
    <OrderSection id="order-notes" title={t('orderPage.notes.title')}>
      <p className="mb-3 text-xs text-zinc-600">{t('orderPage.notes.hint')}</p>
      {order.notes.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('orderPage.notes.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-zinc-50 px-3 py-2">
              <p dir="auto" className="text-sm whitespace-pre-line text-zinc-900">
                {note.body}
              </p>
              <p className="mt-1 text-xs text-zinc-600">
                {t('orderPage.notes.meta', {
                  who: isolate(note.username),
                  when: formatDate(note.created_at, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {can('orders.manage') && (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-3">
          <Field
            id="order-note"
            label={t('orderPage.notes.label')}
            required
            error={problem}
            hint={t('orderPage.notes.count', {
              count: formatNumber(body.length, language),
              max: formatNumber(ORDER_NOTE_MAX, language),
            })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                dir="auto"
                maxLength={ORDER_NOTE_MAX}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                className={textareaClass(Boolean(problem))}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="primary"
            icon={MessageSquarePlus}
            loading={addNote.isPending}
            loadingLabel={t('orderPage.notes.adding')}
          >
            {t('orderPage.notes.add')}
          </Button>
        </form>
      )}
    </OrderSection>
  );
}
