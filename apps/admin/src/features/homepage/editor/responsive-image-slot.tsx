import { AdminUploadMediaResponse, MEDIA_UPLOAD_MAX_BYTES, imageVariantUrl } from '@matjar/core';
import { Monitor, Tablet, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { uploadFile } from '../../../lib/api/upload';
import { Button } from '../../../ui/button';
import { UPLOAD_IMAGE_TYPES, checkUploadFile } from '../../../ui/image-uploader-state';

export type BannerDevice = 'tablet' | 'desktop';

/**
 * A banner image's optional tablet or desktop picture (back-office §3 url_tablet, url_desktop): one file
 * through the media pipeline (purpose banner), shown as a thumbnail, replaceable and removable.
 */
export function ResponsiveImageSlot({
  device,
  url,
  itemLabel,
  onChange,
}: {
  device: BannerDevice;
  url: string | null;
  /** "image 2", for the buttons' names. */
  itemLabel: string;
  onChange: (url: string | null) => void;
}) {
  const { t, language } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const deviceName = t(`homepage.device.${device}`);
  const Icon = device === 'tablet' ? Tablet : Monitor;

  const upload = async (file: File) => {
    if (checkUploadFile(file, UPLOAD_IMAGE_TYPES, MEDIA_UPLOAD_MAX_BYTES)) {
      toast.error(t('kit.upload.wrongType', { name: file.name }));
      return;
    }
    setUploading(true);
    try {
      const answer = await uploadFile('/api/admin/media?purpose=banner', file, AdminUploadMediaResponse);
      onChange(answer.media.url);
      toast.success(t('homepage.banner.responsiveUploaded', { device: deviceName }));
    } catch (failure) {
      toast.error(
        t('homepage.banner.uploadFailed', {
          message: describeApiError(failure, language, t('kit.upload.failed')),
        }),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-lg border border-zinc-200 p-2">
      {url ? (
        <img
          src={imageVariantUrl(url, 320, 'webp')}
          alt=""
          className="h-10 w-16 shrink-0 rounded bg-zinc-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid h-10 w-16 shrink-0 place-items-center rounded bg-zinc-100 text-zinc-500"
        >
          <Icon className="size-4" />
        </span>
      )}
      <p className="min-w-0 flex-1 basis-28 text-xs text-zinc-700">{t(`homepage.banner.${device}`)}</p>
      <div className="ms-auto flex items-center gap-1">
        <Button
          size="sm"
          icon={Upload}
          loading={uploading}
          loadingLabel={t('homepage.banner.uploadingShort')}
          aria-label={t(url ? 'homepage.banner.replaceResponsive' : 'homepage.banner.chooseResponsive', {
            device: deviceName,
            n: itemLabel,
          })}
          onClick={() => input.current?.click()}
        >
          <span aria-hidden="true">{t(url ? 'homepage.banner.replace' : 'homepage.banner.uploadOne')}</span>
        </Button>
        {url && (
          <Button
            size="sm"
            variant="ghost-danger"
            icon={X}
            aria-label={t('homepage.banner.removeResponsive', { device: deviceName, n: itemLabel })}
            onClick={() => onChange(null)}
          />
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
