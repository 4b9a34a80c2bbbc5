import { Settings } from 'lucide-react';
import { useI18n } from '../i18n/language-context';
import { ComingSoon } from '../ui/coming-soon';

export function SettingsPage() {
  const { t } = useI18n();
  return <ComingSoon title={t('nav.settings')} icon={Settings} />;
}
