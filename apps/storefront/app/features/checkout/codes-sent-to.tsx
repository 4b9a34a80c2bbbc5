import { Mail } from '../../ui/icons.js';
import { useT } from '../../ui/layout/shell-data.js';

/**
 * A paid card order whose codes were already shown (the server gives them in one answer only) or after a
 * reload: they were e-mailed, and neither this address nor the order's token is proof of the mailbox, so it
 * says where they went, masked, and how to see them again: the link in that e-mail.
 */
export function CodesSentTo({ email }: { email: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="codes-sent"
      className="w-full rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="codes-sent" className="flex items-center gap-2 text-lg font-extrabold text-slate-900">
        <Mail className="size-5 shrink-0 text-brand-700" aria-hidden />
        {t('checkout.giftCards.title')}
      </h2>
      <p className="mt-2 text-slate-700">
        {t('checkout.codesAgain.sentTo')}{' '}
        <bdi dir="ltr" className="font-bold text-slate-900">
          {email}
        </bdi>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('checkout.codesAgain.howTo')}</p>
    </section>
  );
}
