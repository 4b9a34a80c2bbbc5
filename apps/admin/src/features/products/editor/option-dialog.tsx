import { errorMessage, formatNumber } from '@matjar/core';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { Button } from '../../../ui/button';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClass, selectClass } from '../../../ui/field';
import { DEFAULT_COLOR, checkOptionDraft, emptyOptionValue, finishOptionDraft } from './option-draft';
import type { OptionType, ProductFormOption, ProductFormOptionValue } from './product-form';
import { FormAlert } from '../../../ui/form-alert.js';

interface OptionDialogProps {
  /** The option being edited (a copy is edited; nothing changes until 'Done'). */
  option: ProductFormOption;
  isNew: boolean;
  onClose: () => void;
  onDone: (option: ProductFormOption) => void;
}

/** The option editor modal (back-office §2): name, type, values, a colour picker for colour options. */
export function OptionDialog({ option, isNew, onClose, onDone }: OptionDialogProps) {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState(option);
  const [problem, setProblem] = useState<string | null>(null);
  const setValue = (index: number, change: Partial<ProductFormOptionValue>) =>
    setDraft({
      ...draft,
      values: draft.values.map((value, i) => (i === index ? { ...value, ...change } : value)),
    });

  const done = () => {
    const code = checkOptionDraft(draft);
    if (code) {
      setProblem(errorMessage(code, language));
      return;
    }
    onDone(finishOptionDraft(draft));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? t('products.option.addTitle') : t('products.option.editTitle')}
    >
      <div className="space-y-4">
        <BilingualTextField
          name="option-name"
          label={t('products.option.name')}
          value={{ ar: draft.option_name, en: draft.option_name_en }}
          onChange={(names) => setDraft({ ...draft, option_name: names.ar, option_name_en: names.en })}
          required={{ ar: true }}
        />
        <Field id="option-type" label={t('products.option.type')}>
          {(control) => (
            <select
              {...control}
              value={draft.option_type}
              onChange={(event) => setDraft({ ...draft, option_type: event.target.value as OptionType })}
              className={selectClass(false)}
            >
              <option value="text">{t('products.option.type.text')}</option>
              <option value="color">{t('products.option.type.color')}</option>
            </select>
          )}
        </Field>
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('products.option.values')}</legend>
          {draft.values.length === 0 && (
            <p className="text-sm text-zinc-600">{t('products.option.noValues')}</p>
          )}
          <ul className="space-y-2">
            {draft.values.map((value, index) => {
              const n = formatNumber(index + 1, language);
              return (
                <li
                  key={value.key}
                  className="flex flex-wrap items-end gap-2 rounded-lg border border-zinc-200 p-2"
                >
                  <label className="min-w-28 flex-1 text-xs font-medium text-zinc-600">
                    {t('products.option.valueAr', { n })}
                    <input
                      lang="ar"
                      dir="rtl"
                      value={value.value}
                      onChange={(event) => setValue(index, { value: event.target.value })}
                      className={`${inputClass(false)} mt-1`}
                    />
                  </label>
                  <label className="min-w-28 flex-1 text-xs font-medium text-zinc-600">
                    {t('products.option.valueEn', { n })}
                    <input
                      lang="en"
                      dir="ltr"
                      value={value.value_en}
                      onChange={(event) => setValue(index, { value_en: event.target.value })}
                      className={`${inputClass(false)} mt-1`}
                    />
                  </label>
                  {draft.option_type === 'color' && (
                    <label className="text-xs font-medium text-zinc-600">
                      {t('products.option.color', { n })}
                      <input
                        type="color"
                        value={value.color_hex ?? DEFAULT_COLOR}
                        onChange={(event) => setValue(index, { color_hex: event.target.value })}
                        className="mt-1 block h-11 w-14 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
                      />
                    </label>
                  )}
                  <Button
                    size="sm"
                    variant="ghost-danger"
                    icon={Trash2}
                    className="h-11"
                    aria-label={t('products.option.removeValue', { n })}
                    onClick={() => setDraft({ ...draft, values: draft.values.filter((_, i) => i !== index) })}
                  />
                </li>
              );
            })}
          </ul>
          <Button
            size="sm"
            icon={Plus}
            onClick={() => setDraft({ ...draft, values: [...draft.values, emptyOptionValue()] })}
          >
            {t('products.option.addValue')}
          </Button>
        </fieldset>
        <FormAlert message={problem} />
        <FormDialogActions onCancel={onClose} submitLabel={t('products.dialog.done')} onSubmit={done} />
      </div>
    </Dialog>
  );
}
