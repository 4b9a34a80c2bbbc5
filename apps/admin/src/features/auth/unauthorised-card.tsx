import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';

/** The guard of docs/product/back-office.md §2: the unauthorised card; `message` adds the screen's own explanation. */
export function UnauthorisedCard({ message }: { message?: MessageKey | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  // React Router numbers its history entries; at the first one there is nothing to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <div className="mx-auto mt-10 max-w-md rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-xs">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-lg font-bold text-zinc-900">{t('auth.unauthorisedTitle')}</h1>
      <p className="mt-2 text-zinc-600">{t('auth.unauthorised')}</p>
      {message && <p className="mt-1 text-sm text-zinc-500">{t(message)}</p>}
      <Button
        className="mt-6"
        icon={ArrowLeft}
        iconMirrored
        onClick={() => void (canGoBack ? navigate(-1) : navigate('/dashboard'))}
      >
        {t('auth.back')}
      </Button>
    </div>
  );
}
