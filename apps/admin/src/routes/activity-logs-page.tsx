import { History } from 'lucide-react';
import { useI18n } from '../i18n/language-context';
import { ComingSoon } from '../ui/coming-soon';

export function ActivityLogsPage() {
  const { t } = useI18n();
  return <ComingSoon title={t('nav.activityLogs')} icon={History} />;
}
