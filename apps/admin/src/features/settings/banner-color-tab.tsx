import { readableTextColor } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { ColorField } from '../../ui/color-field';
import { normalizeHexColor } from '../../ui/color-field-value';
import { useSaveSiteSetting } from './api/site-settings';
import { HeaderPreview } from './header-preview';
import { PreviewFrame } from './preview-frame';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

/** Back-office §2 banner colour tab: picker and hex field in step, the storefront's banner drawn live. */
export function BannerColorTab({ settings, canEdit, onDirtyChange }: SettingsTabProps) {
  const { t } = useI18n();
  const save = useSaveSiteSetting();
  const toasts = useSaveToasts();
  const [text, setText] = useState(settings.bannerColor);
  const color = normalizeHexColor(text);
  const dirty = color !== settings.bannerColor.toLowerCase();
  useReportDirty(dirty, onDirtyChange);
  const shown = color ?? settings.bannerColor;
  const textColor = readableTextColor(shown);

  const submit = async () => {
    if (!color) return;
    try {
      const saved = await save.mutateAsync({ key: 'banner_color', value: color });
      setText(saved.bannerColor);
      toasts.saved('settings.banner.saved');
    } catch (error) {
      toasts.failed(error);
    }
  };

  return (
    <SettingsForm dirty={dirty} saving={save.isPending} canEdit={canEdit} onSave={submit} blocked={!color}>
      <SettingsSection title={t('settings.banner.title')} body={t('settings.banner.body')}>
        <ColorField
          label={t('settings.banner.color')}
          text={text}
          onTextChange={setText}
          fallback={settings.bannerColor}
          hint={t('settings.banner.hint')}
          disabled={!canEdit}
        />
        <p className="text-sm text-zinc-700" aria-live="polite">
          {t('settings.banner.textColor', {
            color: t(textColor === '#000000' ? 'settings.banner.black' : 'settings.banner.white'),
          })}
        </p>
        <PreviewFrame caption={t('settings.preview.banner')}>
          <HeaderPreview logo={settings.siteLogo} logoSize={settings.logoSize} bannerColor={shown} />
        </PreviewFrame>
      </SettingsSection>
    </SettingsForm>
  );
}
