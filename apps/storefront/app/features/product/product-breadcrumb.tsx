import { categoryLink, type StoreCategoryRef } from '@matjar/core';
import { ChevronRight } from '../../ui/icons.js';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { localText } from '../../lib/product-display.js';
import { NameText } from '../../ui/isolated-text.js';

export function ProductBreadcrumb({ category, name }: { category: StoreCategoryRef | null; name: string }) {
  const { locale } = useShellData();
  const t = useT();
  const separator = <ChevronRight className="size-4 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden />;
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        <li>
          <Link to={localizePath('/', locale)} className="hover:text-brand-700">
            {t('product.home')}
          </Link>
        </li>
        {category && (
          <li className="flex items-center gap-1">
            {separator}
            <Link to={localizePath(categoryLink(category.id), locale)} className="hover:text-brand-700">
              <NameText name={localText(category.name, category.name_en, locale)} />
            </Link>
          </li>
        )}
        <li className="flex min-w-0 items-center gap-1">
          {separator}
          <span aria-current="page" className="truncate font-semibold text-slate-800">
            <NameText name={name} />
          </span>
        </li>
      </ol>
    </nav>
  );
}
