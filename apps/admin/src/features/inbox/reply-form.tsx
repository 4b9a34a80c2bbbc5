import { CONTACT_REPLY_MAX, formatNumber, isolate, type AdminContactMessageDetail } from '@matjar/core';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { Field, textareaClass } from '../../ui/field';
import { useTextSubmission } from '../../ui/use-text-submission';
import { useReplyToContactMessage } from './api/inbox-api';

/** The reply box: says which language the e-mail goes out in (the sender's), checks, sends, clears. */
export function ReplyForm({ message }: { message: AdminContactMessageDetail }) {
  const { t, language } = useI18n();
  const send = useReplyToContactMessage();
  const {
    text: body,
    setText: setBody,
    problem,
    submit,
  } = useTextSubmission({
    max: CONTACT_REPLY_MAX,
    requiredMessage: t('inbox.reply.required'),
    tooLongMessage: t('inbox.reply.tooLong', { max: formatNumber(CONTACT_REPLY_MAX, language) }),
    send: (text) => send.mutateAsync({ id: message.id, body: text }),
    onSent: () => toast.success(t('inbox.reply.sent', { email: isolate(message.email) })),
    onFailed: (error) => toast.error(describeApiError(error, language, t('inbox.reply.failed'))),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <Field
        id="inbox-reply"
        label={t('inbox.reply.label')}
        required
        error={problem}
        hint={t(message.locale === 'ar' ? 'inbox.reply.inArabic' : 'inbox.reply.inEnglish', {
          email: isolate(message.email),
        })}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            dir={message.locale === 'ar' ? 'rtl' : 'ltr'}
            lang={message.locale}
            value={body}
            maxLength={CONTACT_REPLY_MAX + 100}
            onChange={(event) => setBody(event.target.value)}
            className={textareaClass(problem !== undefined)}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" icon={Send} iconMirrored loading={send.isPending}>
        {t('inbox.reply.send')}
      </Button>
    </form>
  );
}
