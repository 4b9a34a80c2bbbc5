import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { CatalogIcon } from '../../ui/catalog-icon';
import { useConfirm } from '../../ui/confirm-dialog';
import { IconPicker } from '../../ui/icon-picker';
import { useSetAllBrandsIcon } from './api/all-brands-icon';

/**
 * The icon of the storefront's 'all brands' button (site setting all_brands_icon): an upload saves it at
 * once; removing it asks first (back-office §5). Read-only for roles that may not edit the catalogue.
 */
export function AllBrandsIconCard({ icon, canEdit }: { icon: string | null; canEdit: boolean }) {
  const { t, language } = useI18n();
  const save = useSetAllBrandsIcon();
  const [confirm, confirmDialog] = useConfirm();

  const change = async (next: string | null) => {
    if (
      next === null &&
      !(await confirm({
        title: t('brands.allBrands.clearTitle'),
        description: t('brands.allBrands.clearConfirm'),
        confirmLabel: t('brands.deleteIconAction'),
        destructive: true,
      }))
    ) {
      return;
    }
    try {
      await save.mutateAsync(next);
      toast.success(t(next === null ? 'brands.iconDeleted' : 'brands.allBrands.saved'));
    } catch (failure) {
      const fallback = t(next === null ? 'brands.iconDeleteFailed' : 'brands.allBrands.saveFailed');
      toast.error(describeApiError(failure, language, fallback));
    }
  };

  return (
    <section
      aria-labelledby="all-brands-icon-title"
      className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <h2 id="all-brands-icon-title" className="font-semibold text-zinc-900">
        {t('brands.allBrands.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('brands.allBrands.body')}</p>
      <div className="mt-4">
        {canEdit ? (
          <IconPicker
            label={t('brands.allBrands.title')}
            purpose="brand"
            value={icon}
            disabled={save.isPending}
            onChange={(next) => void change(next)}
          />
        ) : (
          <CatalogIcon icon={icon} className="size-16 border border-zinc-200" />
        )}
      </div>
      {confirmDialog}
    </section>
  );
}
