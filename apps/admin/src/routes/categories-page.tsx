import { FolderPlus, FolderTree } from 'lucide-react';
import { CategoryCard } from '../features/catalog-terms/category-card';
import { useTermDialogs } from '../features/catalog-terms/use-term-dialogs';
import { useI18n } from '../i18n/language-context';
import { useCategories } from '../lib/api/catalog-terms';
import { useCan } from '../lib/session/use-can';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { QueryState } from '../ui/query-state';

/** Back-office §2 Categories screen: a grid of cards, the add/edit form, deletions confirmed. */
export function CategoriesPage() {
  const { t } = useI18n();
  const canEdit = useCan()('catalog.edit');
  const categories = useCategories();
  const { actions, dialogs } = useTermDialogs('category');
  const addButton = canEdit && (
    <Button variant="primary" icon={FolderPlus} onClick={actions.add}>
      {t('categories.add')}
    </Button>
  );

  return (
    <>
      <PageHeading title={t('nav.categories')} actions={addButton} />
      {!canEdit && <p className="mt-2 text-sm text-zinc-600">{t('categories.readOnly')}</p>}
      <div className="mt-6">
        <QueryState
          query={categories}
          errorTitle={t('categories.loadFailed')}
          empty={{
            title: t('categories.empty'),
            body: t('categories.emptyBody'),
            icon: FolderTree,
            action: addButton,
          }}
        >
          {(list) => (
            <ul
              aria-label={t('categories.list')}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
            >
              {list.map((category) => (
                <CategoryCard key={category.id} category={category} {...(canEdit ? { actions } : {})} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {dialogs}
    </>
  );
}
