import {
  AdminUploadMediaResponse,
  ICON_EMOJI_MAX,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_MAX_MB,
  formatNumber,
} from '@matjar/core';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../i18n/language-context';
import { Button } from './button';
import { CatalogIcon } from './catalog-icon';
import { emojiOf } from './catalog-icon-kind';
import { inputClass } from './field';
import { ImageUploader } from './image-uploader';

export interface IconPickerProps {
  /** What the icon is for ("Category icon"); names the upload button and the group. */
  label: string;
  /** The media folder it is uploaded to (POST /api/admin/media?purpose=…). */
  purpose: 'category' | 'brand';
  /** The icon as stored: an image address, an emoji, or null. */
  value: string | null;
  /** A new icon (the uploaded image's address or the emoji typed), or null when removed. */
  onChange: (value: string | null) => void;
  /** Categories may also take an emoji (departure D17). */
  allowEmoji?: boolean;
  disabled?: boolean;
}

/**
 * The icon of a category or brand: what it is now, a way to remove it, and a drag-and-drop uploader (one
 * image) whose uploaded address becomes the value; optionally an emoji typed instead.
 */
export function IconPicker({
  label,
  purpose,
  value,
  onChange,
  allowEmoji = false,
  disabled,
}: IconPickerProps) {
  const { t, language } = useI18n();
  const emojiId = useId();
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center gap-3">
        <CatalogIcon icon={value} className="size-16 border border-zinc-200" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-zinc-800">{label}</p>
          <p className="text-xs text-zinc-600">{value ? t('icon.current') : t('icon.none')}</p>
        </div>
        {value && (
          <Button size="sm" variant="ghost-danger" icon={Trash2} onClick={() => onChange(null)}>
            {t('icon.remove')}
          </Button>
        )}
      </div>
      <ImageUploader
        uploadUrl={`/api/admin/media?purpose=${purpose}`}
        responseSchema={AdminUploadMediaResponse}
        label={t('icon.upload')}
        hint={t('icon.hint', { max: formatNumber(MEDIA_UPLOAD_MAX_MB, language) })}
        maxBytes={MEDIA_UPLOAD_MAX_BYTES}
        multiple={false}
        keepFinished={false}
        disabled={disabled}
        onUploaded={(answer) => onChange(answer.media.url)}
      />
      {allowEmoji && (
        <div>
          <label htmlFor={emojiId} className="mb-1.5 block text-sm font-medium text-zinc-800">
            {t('icon.emoji')}
          </label>
          <input
            id={emojiId}
            value={emojiOf(value)}
            maxLength={ICON_EMOJI_MAX}
            autoComplete="off"
            aria-describedby={`${emojiId}-hint`}
            onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value)}
            className={`${inputClass(false)} max-w-40 text-center text-xl`}
          />
          <p id={`${emojiId}-hint`} className="mt-1.5 text-xs text-zinc-600">
            {t('icon.emojiHint')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
