import {
  AdminUploadMediaResponse,
  BANNER_CAPTION_TEXT_MAX,
  BANNER_CAPTION_TITLE_MAX,
  BANNER_HEIGHTS,
  MAX_BANNER_IMAGES,
  MEDIA_UPLOAD_MAX_BYTES,
  errorMessage,
  formatNumber,
  imageVariantUrl,
} from '@matjar/core';
import { Trash2 } from 'lucide-react';
import { useI18n } from '../../../i18n/language-context';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';
import { Field, selectClass } from '../../../ui/field';
import { ImageUploader } from '../../../ui/image-uploader';
import { SortableList } from '../../../ui/sortable-list';
import { FormCard } from './form-card';
import { ResponsiveImageSlot } from './responsive-image-slot';
import { BannerLinkPicker } from './banner-link-picker';
import { isValidBannerLink, newBannerImageId, type BannerDraftImage } from './section-draft';

interface BannerFieldsProps {
  images: readonly BannerDraftImage[];
  height: number;
  /** The hero's height is the hero size setting's, not the section's. */
  isHero: boolean;
  onImagesChange: (change: (images: BannerDraftImage[]) => BannerDraftImage[]) => void;
  onHeightChange: (height: number) => void;
}

/**
 * Banner images (back-office §2 banner edit): several uploaded at once, each with a link and optional
 * tablet and desktop pictures; reordered by drag or keyboard (the first is the main one), deleted after
 * confirmation; the height from the spec's list.
 */
export function BannerFields({ images, height, isHero, onImagesChange, onHeightChange }: BannerFieldsProps) {
  const { t, language } = useI18n();
  const [confirm, confirmDialog] = useConfirm();
  const n = (value: number) => formatNumber(value, language);
  const labelOf = (index: number) => t('homepage.banner.item', { n: n(index + 1) });
  const update = (id: string, change: Partial<BannerDraftImage>) =>
    onImagesChange((all) => all.map((image) => (image.id === id ? { ...image, ...change } : image)));

  const remove = async (image: BannerDraftImage, index: number) => {
    const ok = await confirm({
      title: t('homepage.banner.deleteTitle'),
      description: t('homepage.banner.deleteConfirm', { n: n(index + 1) }),
      confirmLabel: t('common.delete'),
      destructive: true,
    });
    if (ok) onImagesChange((all) => all.filter((other) => other.id !== image.id));
  };

  return (
    <FormCard title={t('homepage.banner.section')}>
      {isHero ? (
        <p className="rounded-lg bg-zinc-100 px-3 py-2 text-sm text-zinc-700">
          {t('homepage.heroHeightNote')}
        </p>
      ) : (
        <Field label={t('homepage.field.height')} className="max-w-60">
          {(control) => (
            <select
              {...control}
              value={height}
              onChange={(event) => onHeightChange(Number(event.target.value))}
              className={selectClass(false)}
            >
              {BANNER_HEIGHTS.map((option) => (
                <option key={option} value={option}>
                  {t('homepage.px', { n: n(option) })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <ImageUploader
        uploadUrl="/api/admin/media?purpose=banner"
        responseSchema={AdminUploadMediaResponse}
        label={t('homepage.banner.upload')}
        hint={`${t('homepage.banner.uploadHint')} ${t('homepage.banner.max', { max: n(MAX_BANNER_IMAGES) })}`}
        maxBytes={MEDIA_UPLOAD_MAX_BYTES}
        // The server keeps at most MAX_BANNER_IMAGES per banner; more would only be refused on save.
        disabled={images.length >= MAX_BANNER_IMAGES}
        keepFinished={false}
        onUploaded={(answer) =>
          onImagesChange((all) => [
            ...all,
            {
              id: newBannerImageId(),
              url: answer.media.url,
              url_tablet: null,
              url_desktop: null,
              link: '',
              title_ar: '',
              title_en: '',
              text_ar: '',
              text_en: '',
            },
          ])
        }
      />
      {images.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('homepage.banner.none')}</p>
      ) : (
        <SortableList
          label={t('homepage.banner.listLabel')}
          items={images}
          getId={(image) => image.id}
          getLabel={(image) => labelOf(images.indexOf(image))}
          onReorder={(reordered) => onImagesChange(() => reordered)}
          className="space-y-3"
          renderItem={(image, { handle, index }) => {
            const linkError = isValidBannerLink(image.link)
              ? undefined
              : errorMessage('INVALID_LINK', language);
            return (
              <div className="space-y-3 rounded-lg border border-zinc-200 bg-white p-3">
                <div className="flex flex-wrap items-start gap-3">
                  {handle}
                  <div className="relative shrink-0">
                    <img
                      src={imageVariantUrl(image.url, 320, 'webp')}
                      alt={labelOf(index)}
                      className="h-16 w-28 rounded-md bg-zinc-100 object-cover sm:h-20 sm:w-36"
                    />
                    {index === 0 && (
                      <span className="absolute start-1 top-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {t('homepage.banner.main')}
                      </span>
                    )}
                  </div>
                  <div className="order-last w-full sm:order-none sm:w-auto sm:min-w-0 sm:flex-1">
                    <BannerLinkPicker
                      label={t('homepage.banner.link', { n: n(index + 1) })}
                      link={image.link}
                      error={linkError}
                      onChange={(link) => update(image.id, { link })}
                    />
                  </div>
                  <Button
                    size="sm"
                    variant="ghost-danger"
                    icon={Trash2}
                    className="ms-auto sm:ms-0"
                    aria-label={t('homepage.banner.deleteNamed', { n: n(index + 1) })}
                    onClick={() => void remove(image, index)}
                  />
                </div>
                <BilingualTextField
                  label={t('homepage.banner.captionTitle', { n: n(index + 1) })}
                  name={`banner-${image.id}-title`}
                  maxLength={BANNER_CAPTION_TITLE_MAX}
                  hint={t('homepage.banner.captionHint')}
                  value={{ ar: image.title_ar, en: image.title_en }}
                  onChange={({ ar, en }) => update(image.id, { title_ar: ar, title_en: en })}
                />
                <BilingualTextField
                  label={t('homepage.banner.captionText', { n: n(index + 1) })}
                  name={`banner-${image.id}-text`}
                  maxLength={BANNER_CAPTION_TEXT_MAX}
                  value={{ ar: image.text_ar, en: image.text_en }}
                  onChange={({ ar, en }) => update(image.id, { text_ar: ar, text_en: en })}
                />
                <div className="grid gap-2 sm:grid-cols-2">
                  <ResponsiveImageSlot
                    device="tablet"
                    url={image.url_tablet}
                    itemLabel={labelOf(index)}
                    onChange={(url_tablet) => update(image.id, { url_tablet })}
                  />
                  <ResponsiveImageSlot
                    device="desktop"
                    url={image.url_desktop}
                    itemLabel={labelOf(index)}
                    onChange={(url_desktop) => update(image.id, { url_desktop })}
                  />
                </div>
                <p className="text-xs text-zinc-600">{t('homepage.banner.optional')}</p>
              </div>
            );
          }}
        />
      )}
      {confirmDialog}
    </FormCard>
  );
}
