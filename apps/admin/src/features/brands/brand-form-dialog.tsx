import { zodResolver } from '@hookform/resolvers/zod';
import { AdminBrandBody, NAME_MAX, type AdminCatalogTerm, isolate } from '@matjar/core';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { apiErrorCode, describeApiError, fieldIssues } from '../../lib/api/api-error';
import { BilingualTextField, bindBilingualFields } from '../../ui/bilingual-text-field';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { Dialog } from '../../ui/dialog';
import { formMessage } from '../../ui/form-message';
import { IconPicker } from '../../ui/icon-picker';
import { useSaveBrand } from './api/save-brand';
import { BRAND_FIELD_OF_ERROR, brandToForm, type BrandFormValues } from './brand-form';

/** Add or edit a brand (both names, logo dropped or chosen: back-office §2). Mounted fresh each time. */
export function BrandFormDialog({ brand, onClose }: { brand: AdminCatalogTerm | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const save = useSaveBrand();
  const form = useForm<BrandFormValues, unknown, AdminBrandBody>({
    resolver: zodResolver(AdminBrandBody),
    defaultValues: brandToForm(brand),
  });
  const { control, handleSubmit, setError, formState } = form;
  const name = useController({ control, name: 'name' });
  const nameEn = useController({ control, name: 'name_en' });
  const icon = useController({ control, name: 'icon' });
  const message = (field: keyof BrandFormValues) => formMessage(formState.errors[field]?.message, language);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: brand?.id ?? null, body });
      toast.success(t(brand ? 'brands.updated' : 'brands.created', { name: isolate(saved.name) }));
      onClose();
    } catch (failure) {
      const field = BRAND_FIELD_OF_ERROR[apiErrorCode(failure) ?? ''];
      if (field) setError(field, { message: apiErrorCode(failure)! });
      for (const issue of fieldIssues(failure, language)) {
        if (issue.field === 'name' || issue.field === 'name_en' || issue.field === 'icon') {
          setError(issue.field, { message: issue.message });
        }
      }
      toast.error(
        describeApiError(failure, language, t(brand ? 'brands.saveFailed' : 'brands.createFailed')),
      );
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={brand ? t('brands.editTitle', { name: brand.name }) : t('brands.addTitle')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <BilingualTextField
          name="brand-name"
          label={t('brands.field.name')}
          hint={t('brands.nameHint')}
          required={{ ar: true, en: true }}
          maxLength={NAME_MAX}
          {...bindBilingualFields(name.field, nameEn.field)}
          errors={{ ar: message('name'), en: message('name_en') }}
        />
        <IconPicker
          label={t('brands.field.icon')}
          purpose="brand"
          value={icon.field.value ?? null}
          onChange={icon.field.onChange}
        />
        {message('icon') && <p className="text-sm text-red-700">{message('icon')}</p>}
        <FormDialogActions
          className="pt-2"
          onCancel={onClose}
          submitLabel={t('common.save')}
          saving={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
