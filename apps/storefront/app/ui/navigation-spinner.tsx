import { useNavigation } from 'react-router';
import { basePathOf } from '../i18n/locale.js';
import { useT } from './layout/shell-data.js';
import { FullScreenSpinner } from './spinner.js';

/**
 * Loading states of client-side navigation (storefront §2, §8): going home shows the full-screen spinner the
 * spec describes; any other page shows a thin bar at the top while its data loads. Server-rendered first
 * visits never need either: the page arrives with its data.
 */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state !== 'loading' || !navigation.location) return null;
  if (basePathOf(navigation.location.pathname) === '/')
    return <FullScreenSpinner label={t('home.loading')} />;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
    />
  );
}
