import { AdminBrandBody, type AdminCatalogTerm } from '@matjar/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { useSaveCatalogTerm } from '../../../lib/api/catalog-terms';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Dialog } from '../../../ui/dialog';

interface AddBrandDialogProps {
  onClose: () => void;
  onCreated: (brand: AdminCatalogTerm) => void;
}

/** The product form's '+ add brand' modal: Arabic and English names, both required (back-office §2, §5). */
export function AddBrandDialog({ onClose, onCreated }: AddBrandDialogProps) {
  const { t, language } = useI18n();
  const [names, setNames] = useState({ ar: '', en: '' });
  const [errors, setErrors] = useState<{ ar?: string; en?: string }>({});
  const create = useSaveCatalogTerm('brand');

  const save = async () => {
    const body = { name: names.ar, name_en: names.en, icon: null };
    const checked = AdminBrandBody.safeParse(body);
    if (!checked.success) {
      const missing = t('products.brand.nameRequired');
      setErrors({
        ...(checked.error.issues.some((issue) => issue.path[0] === 'name') ? { ar: missing } : {}),
        ...(checked.error.issues.some((issue) => issue.path[0] === 'name_en') ? { en: missing } : {}),
      });
      return;
    }
    try {
      const brand = await create.mutateAsync({ id: null, body });
      toast.success(t('products.brand.added'));
      onCreated(brand);
    } catch (error) {
      toast.error(describeApiError(error, language, t('products.brand.addFailed')));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('products.brand.addTitle')}>
      <div className="space-y-4">
        <BilingualTextField
          name="new-brand-name"
          label={t('products.brand.name')}
          value={names}
          onChange={setNames}
          errors={errors}
          required={{ ar: true, en: true }}
        />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('products.brand.add')}
          saving={create.isPending}
          onSubmit={() => void save()}
        />
      </div>
    </Dialog>
  );
}
