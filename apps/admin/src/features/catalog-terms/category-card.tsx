import { formatNumber, type AdminCatalogTerm } from '@matjar/core';
import { Pencil, Trash2, X } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { CatalogIcon } from '../../ui/catalog-icon';
import { NameText } from '../../ui/name-text';
import type { TermActions } from './use-term-dialogs';

interface CategoryCardProps {
  category: AdminCatalogTerm;
  /** Absent for roles that may not edit the catalogue: the card is then read-only. */
  actions?: TermActions;
}

/** One category in the grid: icon (or placeholder), names in both languages, product count, actions. */
export function CategoryCard({ category, actions }: CategoryCardProps) {
  const { t, language } = useI18n();
  const { name, name_en: nameEn } = category;
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <li className="flex flex-col rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <CatalogIcon icon={category.icon} className="size-14 border border-zinc-100" />
        <div className="min-w-0 flex-1">
          {/* The UI language's name leads; the other one follows, each read in its own language. */}
          <h2 lang={language} className="truncate text-start font-semibold text-zinc-900">
            <NameText name={language === 'ar' ? name : nameEn} />
          </h2>
          <p lang={other} className="truncate text-start text-sm text-zinc-600">
            <NameText name={language === 'ar' ? nameEn : name} />
          </p>
          <p className="mt-1 text-xs text-zinc-600">
            {t('categories.productCount', { count: formatNumber(category.product_count, language) })}
          </p>
          {/* Drawn and worded as removing: a picture-shaped button read as "add a picture". */}
          {actions && category.icon && (
            <Button
              size="sm"
              variant="ghost-danger"
              icon={X}
              aria-label={t('categories.deleteIconNamed', { name })}
              onClick={() => actions.removeIcon(category)}
              className="mt-1 -ms-2"
            >
              {t('categories.removeIcon')}
            </Button>
          )}
        </div>
      </div>
      {actions && (
        <div className="mt-4 flex gap-2 border-t border-zinc-100 pt-3">
          <Button
            size="sm"
            icon={Pencil}
            aria-label={t('categories.editNamed', { name })}
            onClick={() => actions.edit(category)}
            className="flex-1"
          >
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost-danger"
            icon={Trash2}
            aria-label={t('categories.deleteNamed', { name })}
            onClick={() => actions.remove(category)}
            className="flex-1"
          >
            {t('common.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
