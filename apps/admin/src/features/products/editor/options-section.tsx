import { Palette, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { Button } from '../../../ui/button';
import { nameIn } from '../product-names';
import { FormSection } from './form-section';
import { emptyOption } from './option-draft';
import type { ProductFormOption } from './product-form';
import { OptionDialog } from './option-dialog';

interface OptionsSectionProps {
  options: readonly ProductFormOption[];
  onChange: (options: ProductFormOption[]) => void;
  problems: readonly string[];
}

/** The product's options (colour, storage…), staged locally and saved with the product. */
export function OptionsSection({ options, onChange, problems }: OptionsSectionProps) {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState<{ option: ProductFormOption; isNew: boolean } | null>(null);

  const done = (option: ProductFormOption) => {
    const exists = options.some((existing) => existing.key === option.key);
    onChange(
      exists
        ? options.map((existing) => (existing.key === option.key ? option : existing))
        : [...options, option],
    );
    setEditing(null);
  };

  return (
    <FormSection
      title={t('products.section.options')}
      problems={problems}
      actions={
        <Button size="sm" icon={Plus} onClick={() => setEditing({ option: emptyOption(), isNew: true })}>
          {t('products.option.add')}
        </Button>
      }
    >
      {options.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('products.option.none')}</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200">
          {options.map((option) => {
            const name = nameIn(option.option_name, option.option_name_en, language);
            return (
              <li key={option.key} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-1.5 font-semibold text-zinc-900">
                    {option.option_type === 'color' && (
                      <Palette aria-hidden="true" className="size-4 text-zinc-500" />
                    )}
                    {name}
                    <span className="text-xs font-normal text-zinc-600">
                      (
                      {t(
                        option.option_type === 'color'
                          ? 'products.option.type.color'
                          : 'products.option.type.text',
                      )}
                      )
                    </span>
                  </p>
                  <ul className="mt-1 flex flex-wrap gap-1.5">
                    {option.values.map((value) => (
                      <li
                        key={value.key}
                        className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 px-2 py-0.5 text-xs text-zinc-700"
                      >
                        {value.color_hex && (
                          <span
                            aria-hidden="true"
                            className="size-3 rounded-full border border-zinc-300"
                            style={{ backgroundColor: value.color_hex }}
                          />
                        )}
                        {nameIn(value.value, value.value_en, language)}
                      </li>
                    ))}
                  </ul>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={Pencil}
                  aria-label={t('products.option.editNamed', { name })}
                  onClick={() => setEditing({ option, isNew: false })}
                />
                <Button
                  size="sm"
                  variant="ghost-danger"
                  icon={Trash2}
                  aria-label={t('products.option.removeNamed', { name })}
                  onClick={() => onChange(options.filter((existing) => existing.key !== option.key))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <OptionDialog
          option={editing.option}
          isNew={editing.isNew}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      )}
    </FormSection>
  );
}
