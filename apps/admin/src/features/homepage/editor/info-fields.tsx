import { DEFAULT_INFO_BG, SECTION_TEXT_MAX, formatNumber } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { ColorField } from '../../../ui/color-field';
import { FormCard } from './form-card';
import type { SectionDraft } from './section-draft';

/** Info section: Arabic and English text with their character counts, and the background colour. */
export function InfoFields({
  draft,
  onChange,
}: {
  draft: Pick<SectionDraft, 'text_ar' | 'text_en' | 'bg_color'>;
  onChange: (change: Partial<SectionDraft>) => void;
}) {
  const { t, language } = useI18n();
  return (
    <FormCard title={t('homepage.info.section')}>
      <BilingualTextField
        name="text"
        label={t('homepage.info.text')}
        rows={6}
        maxLength={SECTION_TEXT_MAX}
        value={{ ar: draft.text_ar, en: draft.text_en }}
        onChange={(texts) => onChange({ text_ar: texts.ar, text_en: texts.en })}
        counter={(text) =>
          t('homepage.info.count', {
            count: formatNumber(text.length, language),
            max: formatNumber(SECTION_TEXT_MAX, language),
          })
        }
      />
      <ColorField
        label={t('homepage.info.bg')}
        text={draft.bg_color}
        fallback={DEFAULT_INFO_BG}
        placeholder={DEFAULT_INFO_BG}
        onTextChange={(bg_color) => onChange({ bg_color })}
      />
    </FormCard>
  );
}
