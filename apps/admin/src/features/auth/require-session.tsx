import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { FullPageSpinner } from '../../ui/spinner';
import { useSession } from '../../lib/session/session-context';
import { SessionRenewalDialog } from './session-renewal-dialog';

/**
 * The guard of docs/product/back-office.md §2: spinner while verifying, sign-in page (replacing history) without a user. A
 * session that ends under an open screen is renewed over it by the sign-in dialog instead.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { t } = useI18n();
  if (status === 'verifying') return <FullPageSpinner label={t('auth.verifying')} />;
  if (status === 'signed-out') return <Navigate to="/login" replace />;
  return (
    <>
      {children}
      <SessionRenewalDialog />
    </>
  );
}
