import { SECTION_TITLE_MAX, TITLE_FONT_SIZES, TITLE_FONT_WEIGHTS, formatNumber } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { ColorField } from '../../../ui/color-field';
import { Field, selectClass } from '../../../ui/field';
import { FormCard } from './form-card';
import type { SectionDraft } from './section-draft';

type TitleDraft = Pick<
  SectionDraft,
  'title_ar' | 'title_en' | 'title_color' | 'title_font_size' | 'title_font_weight'
>;

/** The section's title in both languages and its style from the spec's lists (§9). */
export function TitleStyleFields({
  draft,
  savedColor,
  onChange,
}: {
  draft: TitleDraft;
  /** The colour the swatch keeps while the typed text is not one. */
  savedColor: string;
  onChange: (change: Partial<TitleDraft>) => void;
}) {
  const { t, language } = useI18n();
  const px = (n: number) => t('homepage.px', { n: formatNumber(n, language) });
  return (
    <FormCard title={t('homepage.section.titleStyle')}>
      <BilingualTextField
        name="title"
        label={t('homepage.field.titles')}
        value={{ ar: draft.title_ar, en: draft.title_en }}
        onChange={(titles) => onChange({ title_ar: titles.ar, title_en: titles.en })}
        maxLength={SECTION_TITLE_MAX}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ColorField
          label={t('homepage.field.titleColor')}
          text={draft.title_color}
          fallback={savedColor}
          placeholder="#000000"
          onTextChange={(title_color) => onChange({ title_color })}
        />
        <Field label={t('homepage.field.titleSize')}>
          {(control) => (
            <select
              {...control}
              value={draft.title_font_size}
              onChange={(event) => onChange({ title_font_size: Number(event.target.value) })}
              className={selectClass(false)}
            >
              {TITLE_FONT_SIZES.map((size) => (
                <option key={size} value={size}>
                  {px(size)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('homepage.field.titleWeight')}>
          {(control) => (
            <select
              {...control}
              value={draft.title_font_weight}
              onChange={(event) => onChange({ title_font_weight: Number(event.target.value) })}
              className={selectClass(false)}
            >
              {TITLE_FONT_WEIGHTS.map((weight) => (
                <option key={weight} value={weight}>
                  {t(`homepage.weight.${weight}`, { n: formatNumber(weight, language) })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </FormCard>
  );
}
