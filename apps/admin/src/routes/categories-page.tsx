import type { AdminCatalogTerm } from '@matjar/core';
import { FolderPlus, FolderTree } from 'lucide-react';
import { useState } from 'react';
import { useCategories } from '../features/categories/api/categories';
import { CategoryCard } from '../features/categories/category-card';
import { CategoryFormDialog } from '../features/categories/category-form-dialog';
import { DeleteCategoryDialog } from '../features/categories/delete-category-dialog';
import { useI18n } from '../i18n/language-context';
import { useCan } from '../lib/session/use-can';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { QueryState } from '../ui/query-state';

type Editing =
  | { kind: 'form'; category: AdminCatalogTerm | null }
  | { kind: 'delete'; category: AdminCatalogTerm; what: 'category' | 'icon' }
  | null;

/** Back-office §2 Categories screen: a grid of cards, the add/edit form, deletions confirmed. */
export function CategoriesPage() {
  const { t } = useI18n();
  const canEdit = useCan()('catalog.edit');
  const categories = useCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const add = () => setEditing({ kind: 'form', category: null });

  return (
    <>
      <PageHeading
        title={t('nav.categories')}
        actions={
          canEdit && (
            <Button variant="primary" icon={FolderPlus} onClick={add}>
              {t('categories.add')}
            </Button>
          )
        }
      />
      {!canEdit && <p className="mt-2 text-sm text-zinc-600">{t('categories.readOnly')}</p>}
      <div className="mt-6">
        <QueryState
          query={categories}
          errorTitle={t('categories.loadFailed')}
          empty={{
            title: t('categories.empty'),
            body: t('categories.emptyBody'),
            icon: FolderTree,
            action: canEdit && (
              <Button variant="primary" icon={FolderPlus} onClick={add}>
                {t('categories.add')}
              </Button>
            ),
          }}
        >
          {(list) => (
            <ul
              aria-label={t('categories.list')}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
            >
              {list.map((category) => (
                <CategoryCard
                  key={category.id}
                  category={category}
                  {...(canEdit
                    ? {
                        onEdit: () => setEditing({ kind: 'form', category }),
                        onDelete: () => setEditing({ kind: 'delete', category, what: 'category' }),
                        onDeleteIcon: () => setEditing({ kind: 'delete', category, what: 'icon' }),
                      }
                    : {})}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {editing?.kind === 'form' && <CategoryFormDialog category={editing.category} onClose={close} />}
      {editing?.kind === 'delete' && (
        <DeleteCategoryDialog category={editing.category} what={editing.what} onClose={close} />
      )}
    </>
  );
}
