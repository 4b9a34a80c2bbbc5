import { UserRound } from 'lucide-react';
import { routeMeta } from '../features/catalog/route-meta.js';
import { localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { ButtonLink } from '../ui/button-link.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import type { Route } from './+types/login';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'login.meta.title'),
    description: t(locale, 'login.meta.description'),
    noindex: true,
  }));
}

/**
 * Listed as a public route by the spec with its content not shown. Until customer accounts arrive (the
 * sign-in dialog), it says plainly that guests can shop and check out without one.
 */
export default function Login() {
  const { locale } = useShellData();
  const t = useT();
  return (
    <EmptyState as="h1" icon={UserRound} title={t('login.title')} text={t('login.text')}>
      <ButtonLink to={localizePath('/products', locale)}>{t('login.home')}</ButtonLink>
    </EmptyState>
  );
}
