import { formatDate, isolate, type AdminWhatsAppSendProblem } from '@matjar/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { buttonClasses } from '../../ui/button';

/**
 * Meta refuses every WhatsApp message because of the shop's set-up (the token, a template, the payment method):
 * said in words, with Meta's own, and the way to the Settings card for those who can fix it. Shown on the
 * dashboard and on the WhatsApp settings card until a message goes through again.
 */
export function WhatsAppProblemAlert({
  problem,
  withLink = false,
}: {
  problem: AdminWhatsAppSendProblem;
  /** The way to the Settings card: for a caller who may fix it (whatsapp.manage). */
  withLink?: boolean;
}) {
  const { t, language } = useI18n();
  return (
    <section
      role="alert"
      aria-labelledby="whatsapp-problem-title"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <h2 id="whatsapp-problem-title" className="font-semibold">
        {t('whatsapp.problem.title')}
      </h2>
      <p className="mt-1">{t(`whatsapp.problem.${problem.kind}`)}</p>
      <p className="mt-1 text-xs text-red-800">
        {t('whatsapp.problem.since', {
          when: formatDate(problem.at, language),
          detail: isolate(problem.detail),
        })}
      </p>
      {withLink && (
        <Link to="/settings?tab=whatsapp" className={`${buttonClasses('secondary', 'sm')} mt-2`}>
          {t('whatsapp.problem.open')}
        </Link>
      )}
    </section>
  );
}
