import {
  SECTION_EDITOR_KINDS,
  SECTION_NAME_MAX,
  SECTION_TITLE_MAX,
  SectionIdentifier,
  errorMessage,
  makeSectionType,
  type SectionEditorKind,
} from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { BilingualTextField } from '../../ui/bilingual-text-field';
import { Dialog } from '../../ui/dialog';
import { Field, inputClass } from '../../ui/field';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { useCreateSection } from './api/homepage-document';
import { sectionEditPath } from './section-paths';

interface AddSectionDialogProps {
  version: string | null;
  initialKind: SectionEditorKind;
  /** The list has unsaved edits: the new section is saved on the stored list, so those are dropped. */
  discardsEdits: boolean;
  /** Lets the navigation to the new section's edit screen pass the unsaved-changes guard. */
  beforeLeaving: () => void;
  onClose: () => void;
}

/**
 * Add a section (back-office §2, §4, §5): type, identifier (required; the stored type is shown as it is
 * typed), titles. The server appends it enabled and saves at once; its edit screen opens next.
 */
export function AddSectionDialog({
  version,
  initialKind,
  discardsEdits,
  beforeLeaving,
  onClose,
}: AddSectionDialogProps) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const create = useCreateSection();
  const [kind, setKind] = useState<SectionEditorKind>(initialKind);
  const [identifier, setIdentifier] = useState('');
  const [titles, setTitles] = useState({ ar: '', en: '' });
  const [error, setError] = useState<string | undefined>();
  const type = makeSectionType(kind, identifier);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (type === null) {
      setError(errorMessage('SECTION_NAME_REQUIRED', language));
      return;
    }
    // The server stores only lower-case English letters, digits and '_': say so before sending.
    if (!SectionIdentifier.safeParse(type).success) {
      setError(errorMessage('INVALID_SECTION_IDENTIFIER', language));
      return;
    }
    try {
      const answer = await create.mutateAsync({
        kind,
        identifier: identifier.trim(),
        title_ar: titles.ar.trim(),
        title_en: titles.en.trim(),
        version,
      });
      toast.success(t('homepage.created', { name: answer.section.section_type }));
      beforeLeaving();
      void navigate(sectionEditPath(answer.section));
    } catch (failure) {
      const reason = describeApiError(failure, language, t('common.tryAgainLater'));
      setError(reason);
      toast.error(t('homepage.createFailed', { message: reason }));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('homepage.add')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('homepage.addDialog.kind')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {SECTION_EDITOR_KINDS.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-300 px-3 py-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="section-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-4 accent-brand-700"
                />
                {t(`homepage.kind.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('homepage.addDialog.identifier')}
          required
          error={error}
          hint={t('homepage.addDialog.identifierHint')}
        >
          {(control) => (
            <input
              {...control}
              dir="ltr"
              lang="en"
              autoComplete="off"
              spellCheck={false}
              maxLength={SECTION_NAME_MAX}
              value={identifier}
              onChange={(event) => {
                setIdentifier(event.target.value);
                setError(undefined);
              }}
              className={`${inputClass(Boolean(error))} font-mono`}
            />
          )}
        </Field>
        <p aria-live="polite" className="rounded-lg bg-zinc-100 px-3 py-2 text-sm text-zinc-700">
          {type ? (
            <>
              {t('homepage.addDialog.resultType')}{' '}
              <bdi dir="ltr" className="font-mono font-semibold text-zinc-900">
                {type}
              </bdi>
            </>
          ) : (
            t('homepage.addDialog.resultTypeEmpty')
          )}
        </p>
        <BilingualTextField
          name="section-title"
          label={t('homepage.addDialog.titles')}
          value={titles}
          onChange={setTitles}
          maxLength={SECTION_TITLE_MAX}
        />
        {discardsEdits && (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('homepage.addDialog.discardWarning')}
          </p>
        )}
        <FormDialogActions
          className="pt-2"
          onCancel={onClose}
          submitLabel={t('homepage.addDialog.submit')}
          saving={create.isPending}
        />
      </form>
    </Dialog>
  );
}
