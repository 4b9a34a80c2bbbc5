import { MEDIA_UPLOAD_MAX_MB, formatNumber, type LogoSize, LogoSize as LogoSizeSchema } from '@matjar/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { useConfirm } from '../../ui/confirm-dialog';
import { Field, selectClass } from '../../ui/field';
import { useSaveSiteSetting, type SiteSettingChange } from './api/site-settings';
import { FaviconPreview } from './favicon-preview';
import { HeaderPreview } from './header-preview';
import { LOGO_SIZE_CHOICES, logoSizeChoice } from './logo-sizes';
import { PreviewFrame } from './preview-frame';
import { SiteImageField } from './site-image-field';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

/** What a browser takes as a favicon (back-office §2: PNG or ICO); the server checks the content again. */
const FAVICON_FILE_TYPES = ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

/**
 * Back-office §2 logo tab: logo size, logo and favicon. One Save saves all three; the new uploads are then
 * no longer pending. Deleting a saved logo or favicon is asked first and done at once (its file goes too).
 */
export function LogoTab({ settings, canEdit, onDirtyChange }: SettingsTabProps) {
  const { t, language } = useI18n();
  const save = useSaveSiteSetting();
  const toasts = useSaveToasts();
  const [confirm, confirmDialog] = useConfirm();
  const [size, setSize] = useState<LogoSize>(settings.logoSize);
  const [logo, setLogo] = useState<string | null>(null);
  const [favicon, setFavicon] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = size !== settings.logoSize || logo !== null || favicon !== null;
  useReportDirty(dirty, onDirtyChange);
  const busy = saving || save.isPending;
  const max = formatNumber(MEDIA_UPLOAD_MAX_MB, language);

  const submit = async () => {
    const changes: { change: SiteSettingChange; done: () => void }[] = [];
    if (size !== settings.logoSize)
      changes.push({ change: { key: 'logo_size', value: size }, done: () => {} });
    if (logo) changes.push({ change: { key: 'site_logo', value: logo }, done: () => setLogo(null) });
    if (favicon)
      changes.push({ change: { key: 'site_favicon', value: favicon }, done: () => setFavicon(null) });
    setSaving(true);
    try {
      // One key after another: what was saved before a refusal stays saved, and stops being pending.
      for (const { change, done } of changes) {
        await save.mutateAsync(change);
        done();
      }
      toasts.saved('settings.logo.saved');
    } catch (error) {
      toasts.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (key: 'site_logo' | 'site_favicon') => {
    const logoKey = key === 'site_logo';
    const ok = await confirm({
      title: t(logoKey ? 'settings.logo.deleteTitle' : 'settings.favicon.deleteTitle'),
      description: t(logoKey ? 'settings.logo.deleteConfirm' : 'settings.favicon.deleteConfirm'),
      confirmLabel: t('common.delete'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await save.mutateAsync({ key, value: null });
      toast.success(t(logoKey ? 'settings.logo.deleted' : 'settings.favicon.deleted'));
    } catch (error) {
      toasts.failed(error);
    }
  };

  const choice = logoSizeChoice(size);
  return (
    <SettingsForm dirty={dirty} saving={busy} canEdit={canEdit} onSave={submit}>
      <SettingsSection title={t('settings.logo.title')} body={t('settings.logo.body')}>
        <SiteImageField
          purpose="logo"
          saved={settings.siteLogo}
          pending={logo}
          onPending={setLogo}
          onRemove={() => void remove('site_logo')}
          canEdit={canEdit}
          busy={busy}
          imageClassName="h-12 w-auto max-w-48 object-contain"
          labels={{
            current: t('settings.logo.current'),
            none: t('settings.logo.none'),
            pending: t('settings.logo.pending'),
            discard: t('settings.logo.discard'),
            remove: t('settings.logo.delete'),
            upload: t('settings.logo.upload'),
            hint: t('settings.logo.hint', { max }),
          }}
        />
        <Field label={t('settings.logo.size')} className="max-w-md">
          {(control) => (
            <select
              {...control}
              value={size}
              disabled={!canEdit}
              onChange={(event) => setSize(LogoSizeSchema.parse(event.target.value))}
              className={selectClass(false)}
            >
              {LOGO_SIZE_CHOICES.map((option) => (
                <option key={option.size} value={option.size}>
                  {t(option.isDefault ? 'settings.logo.sizeDefault' : 'settings.logo.sizeOption', {
                    px: option.logoPx,
                    header: option.headerPx,
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <PreviewFrame
          caption={t('settings.preview.header')}
          description={t('settings.preview.headerNote', { logo: choice.logoPx, header: choice.headerPx })}
        >
          <HeaderPreview
            logo={logo ?? settings.siteLogo}
            logoSize={size}
            bannerColor={settings.bannerColor}
          />
        </PreviewFrame>
      </SettingsSection>
      <SettingsSection title={t('settings.favicon.title')} body={t('settings.favicon.body')}>
        <SiteImageField
          purpose="favicon"
          saved={settings.siteFavicon}
          pending={favicon}
          onPending={setFavicon}
          onRemove={() => void remove('site_favicon')}
          canEdit={canEdit}
          busy={busy}
          accept={FAVICON_FILE_TYPES}
          typesLabel={t('settings.favicon.types')}
          imageClassName="size-8"
          labels={{
            current: t('settings.favicon.current'),
            none: t('settings.favicon.none'),
            pending: t('settings.favicon.pending'),
            discard: t('settings.favicon.discard'),
            remove: t('settings.favicon.delete'),
            upload: t('settings.favicon.upload'),
            hint: t('settings.favicon.hint', { max }),
          }}
        />
        <FaviconPreview icon={favicon ?? settings.siteFavicon} />
      </SettingsSection>
      {confirmDialog}
    </SettingsForm>
  );
}
