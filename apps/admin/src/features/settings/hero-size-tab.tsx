import {
  DEFAULT_HERO_BANNER_SIZE,
  HERO_BANNER_HEIGHTS,
  HERO_BANNER_SIZES,
  HeroBannerSize,
} from '@matjar/core';
import { useState } from 'react';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { Field, selectClass } from '../../ui/field';
import { useSaveSiteSetting } from './api/site-settings';
import { PreviewFrame } from './preview-frame';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

const SIZE_NAMES: Record<HeroBannerSize, MessageKey> = {
  xs: 'settings.hero.size.xs',
  sm: 'settings.hero.size.sm',
  medium: 'settings.hero.size.medium',
  lg: 'settings.hero.size.lg',
  xl: 'settings.hero.size.xl',
};

// The previews are drawn at half size so the tallest (500 px) fits a laptop screen beside the form.
const PREVIEW_SCALE = 0.5;

/** Back-office §2 hero banner tab: five sizes, each previewed at its phone and large-screen heights. */
export function HeroSizeTab({ settings, canEdit, onDirtyChange }: SettingsTabProps) {
  const { t } = useI18n();
  const save = useSaveSiteSetting();
  const toasts = useSaveToasts();
  const [size, setSize] = useState<HeroBannerSize>(settings.heroBannerSize);
  const dirty = size !== settings.heroBannerSize;
  useReportDirty(dirty, onDirtyChange);
  const heights = HERO_BANNER_HEIGHTS[size];
  const name = (value: HeroBannerSize) =>
    t(value === DEFAULT_HERO_BANNER_SIZE ? 'settings.hero.sizeDefault' : 'settings.hero.sizeOption', {
      name: t(SIZE_NAMES[value]),
      mobile: HERO_BANNER_HEIGHTS[value].mobile,
      large: HERO_BANNER_HEIGHTS[value].large,
    });

  const submit = async () => {
    try {
      await save.mutateAsync({ key: 'hero_banner_size', value: size });
      toasts.saved('settings.hero.saved');
    } catch (error) {
      toasts.failed(error);
    }
  };

  return (
    <SettingsForm dirty={dirty} saving={save.isPending} canEdit={canEdit} onSave={submit}>
      <SettingsSection title={t('settings.hero.title')} body={t('settings.hero.body')}>
        <Field label={t('settings.hero.size')} hint={t('settings.hero.note')} className="max-w-xl">
          {(control) => (
            <select
              {...control}
              value={size}
              disabled={!canEdit}
              onChange={(event) => setSize(HeroBannerSize.parse(event.target.value))}
              className={selectClass(false)}
            >
              {HERO_BANNER_SIZES.map((value) => (
                <option key={value} value={value}>
                  {name(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-6 sm:flex sm:flex-wrap sm:items-end">
          <PreviewFrame
            fit
            caption={t('settings.preview.phone')}
            description={t('settings.preview.heightPx', { px: heights.mobile })}
          >
            <HeroDrawing width={390} height={heights.mobile} />
          </PreviewFrame>
          <PreviewFrame
            fit
            caption={t('settings.preview.large')}
            description={t('settings.preview.heightPx', { px: heights.large })}
            className="min-w-0 flex-1"
          >
            <HeroDrawing width={1280} height={heights.large} large />
          </PreviewFrame>
        </div>
      </SettingsSection>
    </SettingsForm>
  );
}

/** A banner at the preview scale: a picture's place with its height written on it. */
function HeroDrawing({ width, height, large = false }: { width: number; height: number; large?: boolean }) {
  const { t } = useI18n();
  return (
    <div
      data-testid={large ? 'hero-preview-large' : 'hero-preview-phone'}
      className="flex max-w-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-sm font-semibold text-white"
      // A phone's screen narrower than the drawing keeps its height: the height is what is shown.
      style={{ width: width * PREVIEW_SCALE, maxWidth: '100%', height: height * PREVIEW_SCALE }}
    >
      {t('settings.preview.heightPx', { px: height })}
    </div>
  );
}
