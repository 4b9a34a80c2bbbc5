import { QATAR_DIALING_CODE, type AdminWhatsAppSettings } from '@matjar/core';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { Field, inputClass } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert';
import { useSendWhatsAppTest } from './api/whatsapp';
import { SettingsSection } from './tab-parts';

/** "Send a test message" to a number staff type: Meta's sample template, on or off, once the account is saved. */
export function WhatsAppTestSection({ settings }: { settings: AdminWhatsAppSettings }) {
  const { t, language } = useI18n();
  const send = useSendWhatsAppTest();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const result = await send.mutateAsync(phone);
      toast.success(t('whatsapp.test.sent', { phone: result.sent_to }));
    } catch (error) {
      setProblem(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection title={t('whatsapp.test.title')} body={t('whatsapp.test.body')}>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('whatsapp.test.phone')} className="w-full max-w-xs">
            {(control) => (
              <div dir="ltr" className="flex items-center gap-2">
                <span className="text-sm text-zinc-600">{QATAR_DIALING_CODE}</span>
                <input
                  {...control}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  placeholder="5512 3456"
                  className={inputClass(problem !== null)}
                />
              </div>
            )}
          </Field>
          <Button
            type="submit"
            icon={Send}
            iconMirrored
            loading={send.isPending}
            disabled={!settings.complete || phone.trim() === ''}
          >
            {t('whatsapp.test.send')}
          </Button>
        </div>
        <FormAlert message={problem} />
      </SettingsSection>
    </form>
  );
}
