import { FolderTree } from 'lucide-react';
import { useI18n } from '../i18n/language-context';
import { ComingSoon } from '../ui/coming-soon';

export function CategoriesPage() {
  const { t } = useI18n();
  return <ComingSoon title={t('nav.categories')} icon={FolderTree} />;
}
