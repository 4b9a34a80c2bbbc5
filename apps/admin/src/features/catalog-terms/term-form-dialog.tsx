import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX, SEARCH_WORDS_MAX, type AdminCatalogTerm, isolate } from '@matjar/core';
import { useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { apiErrorCode, describeApiError, fieldIssues } from '../../lib/api/api-error';
import { useSaveCatalogTerm, type CatalogTermBody, type CatalogTermKind } from '../../lib/api/catalog-terms';
import { BilingualTextField, bindBilingualFields } from '../../ui/bilingual-text-field';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { Dialog } from '../../ui/dialog';
import { Field, textareaClass } from '../../ui/field';
import { refusedSubmits, useFocusFirstInvalid } from '../../ui/first-invalid';
import { formMessage } from '../../ui/form-message';
import { IconPicker } from '../../ui/icon-picker';
import { TERM_KINDS, termMessage, type TermMessage } from './term-kinds';
import { termIconProblem, termToForm, type TermFormValues } from './term-form';

/**
 * Add or edit a category or brand: names in both languages, the icon uploaded (or, for a category, an
 * emoji). Mounted fresh each time.
 */
export function TermFormDialog({
  kind,
  term,
  onClose,
}: {
  kind: CatalogTermKind;
  term: AdminCatalogTerm | null;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const spec = TERM_KINDS[kind];
  const m = (message: TermMessage) => termMessage(kind, message);
  const save = useSaveCatalogTerm(kind);
  const form = useForm<TermFormValues, unknown, CatalogTermBody>({
    resolver: zodResolver(spec.schema),
    defaultValues: termToForm(term),
  });
  const { control, handleSubmit, setError, formState } = form;
  const name = useController({ control, name: 'name' });
  const nameEn = useController({ control, name: 'name_en' });
  const icon = useController({ control, name: 'icon' });
  const searchWords = useController({ control, name: 'search_words' });
  const message = (field: keyof TermFormValues) => formMessage(formState.errors[field]?.message, language);
  const formElement = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formElement, refusedSubmits(formState));

  const onSubmit = handleSubmit(async (body) => {
    const iconProblem = termIconProblem(body.icon);
    if (iconProblem) {
      setError('icon', { message: iconProblem });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: term?.id ?? null, body });
      toast.success(t(m(term ? 'updated' : 'created'), { name: isolate(saved.name) }));
      onClose();
    } catch (failure) {
      const field = spec.fieldOfError[apiErrorCode(failure) ?? ''];
      if (field) setError(field, { message: apiErrorCode(failure)! });
      for (const issue of fieldIssues(failure, language)) {
        if (issue.field === 'name' || issue.field === 'name_en' || issue.field === 'icon') {
          setError(issue.field, { message: issue.message });
        }
      }
      toast.error(describeApiError(failure, language, t(m(term ? 'saveFailed' : 'createFailed'))));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={term ? t(m('editTitle'), { name: term.name }) : t(m('addTitle'))}
    >
      <form ref={formElement} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <BilingualTextField
          name={`${kind}-name`}
          label={t(m('field.name'))}
          hint={t(m('nameHint'))}
          required={spec.requiredNames}
          maxLength={NAME_MAX}
          {...bindBilingualFields(name.field, nameEn.field)}
          errors={{ ar: message('name'), en: message('name_en') }}
        />
        <IconPicker
          label={t(m('field.icon'))}
          purpose={kind}
          allowEmoji={spec.allowEmoji}
          value={icon.field.value ?? null}
          onChange={icon.field.onChange}
        />
        {message('icon') && <p className="text-sm text-red-700">{message('icon')}</p>}
        {kind === 'category' && (
          <Field
            label={t('categories.searchWords')}
            hint={t('categories.searchWordsHint')}
            error={message('search_words')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={SEARCH_WORDS_MAX}
                value={searchWords.field.value ?? ''}
                onChange={searchWords.field.onChange}
                onBlur={searchWords.field.onBlur}
                className={textareaClass(message('search_words') !== undefined)}
              />
            )}
          </Field>
        )}
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
