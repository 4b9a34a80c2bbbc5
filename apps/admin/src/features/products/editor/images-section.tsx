import {
  AdminUploadMediaResponse,
  IMAGE_GUIDANCE,
  MEDIA_UPLOAD_MAX_BYTES,
  formatNumber,
  imageVariantUrl,
} from '@matjar/core';
import { Trash2 } from 'lucide-react';
import { useI18n } from '../../../i18n/language-context';
import { Button } from '../../../ui/button';
import { selectClass } from '../../../ui/field';
import { ImageUploader } from '../../../ui/image-uploader';
import { SortableList } from '../../../ui/sortable-list';
import { nameIn } from '../product-names';
import { FormSection } from './form-section';
import { newKey, type ProductFormImage, type ProductFormOption } from './product-form';

interface ImagesSectionProps {
  images: readonly ProductFormImage[];
  onChange: (images: ProductFormImage[]) => void;
  /** Adds to the form's current list (uploads finish after renders that knew an older list). */
  onAdd: (image: ProductFormImage) => void;
  options: readonly ProductFormOption[];
  problems: readonly string[];
}

/**
 * Pictures: uploaded by drag and drop with progress, reordered by drag or keyboard; the first is the main
 * image; each may show one colour of a colour option (the storefront switches to it).
 */
export function ImagesSection({ images, onChange, onAdd, options, problems }: ImagesSectionProps) {
  const { t, language } = useI18n();
  const n = (value: number) => formatNumber(value, language);
  const colors = options
    .filter((option) => option.option_type === 'color')
    .flatMap((option) =>
      option.values.map((value) => ({ key: value.key, name: nameIn(value.value, value.value_en, language) })),
    );
  const guidance = t('products.images.guidance', {
    main: `${n(IMAGE_GUIDANCE.main.width)}×${n(IMAGE_GUIDANCE.main.height)}`,
    min: `${n(IMAGE_GUIDANCE.min.width)}×${n(IMAGE_GUIDANCE.min.height)}`,
    max: `${n(IMAGE_GUIDANCE.max.width)}×${n(IMAGE_GUIDANCE.max.height)}`,
    formats: IMAGE_GUIDANCE.formats.map((format) => format.toUpperCase()).join(', '),
  });
  const labelOf = (index: number) => t('products.images.item', { n: n(index + 1) });
  const update = (key: string, change: Partial<ProductFormImage>) =>
    onChange(images.map((image) => (image.key === key ? { ...image, ...change } : image)));

  return (
    <FormSection title={t('products.section.images')} problems={problems}>
      <ImageUploader
        uploadUrl="/api/admin/media?purpose=product"
        responseSchema={AdminUploadMediaResponse}
        label={t('products.images.upload')}
        hint={guidance}
        maxBytes={MEDIA_UPLOAD_MAX_BYTES}
        keepFinished={false}
        onUploaded={(answer) =>
          onAdd({ key: newKey('image'), url: answer.media.url, option_value_key: null })
        }
      />
      {images.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('products.images.none')}</p>
      ) : (
        <SortableList
          label={t('products.images.listLabel')}
          items={images}
          getId={(image) => image.key}
          getLabel={(image) => labelOf(images.indexOf(image))}
          onReorder={onChange}
          orientation="grid"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          renderItem={(image, { handle, index }) => (
            <div className="flex h-full flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-2">
              <div className="relative">
                <img
                  src={imageVariantUrl(image.url, 320, 'webp')}
                  alt={labelOf(index)}
                  className="aspect-square w-full rounded-md bg-zinc-50 object-contain"
                />
                {index === 0 && (
                  <span className="absolute start-1.5 top-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('products.images.main')}
                  </span>
                )}
              </div>
              <div className="flex items-center justify-between gap-1">
                {handle}
                <span className="text-xs text-zinc-600">{labelOf(index)}</span>
                <Button
                  size="sm"
                  variant="ghost-danger"
                  icon={Trash2}
                  aria-label={t('products.images.remove', { item: labelOf(index) })}
                  onClick={() => onChange(images.filter((other) => other.key !== image.key))}
                />
              </div>
              {colors.length > 0 && (
                <label className="text-xs text-zinc-600">
                  {t('products.images.color', { item: labelOf(index) })}
                  <select
                    value={image.option_value_key ?? ''}
                    onChange={(event) => update(image.key, { option_value_key: event.target.value || null })}
                    className={`${selectClass(false)} mt-1 h-9`}
                  >
                    <option value="">{t('products.images.noColor')}</option>
                    {colors.map((color) => (
                      <option key={color.key} value={color.key}>
                        {color.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          )}
        />
      )}
    </FormSection>
  );
}
