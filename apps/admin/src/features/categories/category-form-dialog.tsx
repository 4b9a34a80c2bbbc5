import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCategoryBody, NAME_MAX, type AdminCatalogTerm, isolate } from '@matjar/core';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { apiErrorCode, describeApiError, fieldIssues } from '../../lib/api/api-error';
import { BilingualTextField, bindBilingualFields } from '../../ui/bilingual-text-field';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { Dialog } from '../../ui/dialog';
import { formMessage } from '../../ui/form-message';
import { IconPicker } from '../../ui/icon-picker';
import { useSaveCategory } from './api/save-category';
import {
  CATEGORY_FIELD_OF_ERROR,
  categoryIconProblem,
  categoryToForm,
  type CategoryFormValues,
} from './category-form';

/** Add or edit a category (names in both languages, icon uploaded or an emoji). Mounted fresh each time. */
export function CategoryFormDialog({
  category,
  onClose,
}: {
  category: AdminCatalogTerm | null;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues, unknown, AdminCategoryBody>({
    resolver: zodResolver(AdminCategoryBody),
    defaultValues: categoryToForm(category),
  });
  const { control, handleSubmit, setError, formState } = form;
  const name = useController({ control, name: 'name' });
  const nameEn = useController({ control, name: 'name_en' });
  const icon = useController({ control, name: 'icon' });
  const message = (field: keyof CategoryFormValues) =>
    formMessage(formState.errors[field]?.message, language);

  const onSubmit = handleSubmit(async (body) => {
    const iconProblem = categoryIconProblem(body.icon);
    if (iconProblem) {
      setError('icon', { message: iconProblem });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: category?.id ?? null, body });
      toast.success(t(category ? 'categories.updated' : 'categories.created', { name: isolate(saved.name) }));
      onClose();
    } catch (failure) {
      const field = CATEGORY_FIELD_OF_ERROR[apiErrorCode(failure) ?? ''];
      if (field) setError(field, { message: apiErrorCode(failure)! });
      for (const issue of fieldIssues(failure, language)) {
        if (issue.field === 'name' || issue.field === 'name_en' || issue.field === 'icon') {
          setError(issue.field, { message: issue.message });
        }
      }
      toast.error(describeApiError(failure, language, t('categories.saveFailed')));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={category ? t('categories.editTitle', { name: category.name }) : t('categories.addTitle')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <BilingualTextField
          name="category-name"
          label={t('categories.field.name')}
          hint={t('categories.nameHint')}
          required={{ ar: true }}
          maxLength={NAME_MAX}
          {...bindBilingualFields(name.field, nameEn.field)}
          errors={{ ar: message('name'), en: message('name_en') }}
        />
        <IconPicker
          label={t('categories.field.icon')}
          purpose="category"
          allowEmoji
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
