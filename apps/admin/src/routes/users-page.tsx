import { Users } from 'lucide-react';
import { useI18n } from '../i18n/language-context';
import { ComingSoon } from '../ui/coming-soon';

export function UsersPage() {
  const { t } = useI18n();
  return <ComingSoon title={t('nav.users')} icon={Users} />;
}
