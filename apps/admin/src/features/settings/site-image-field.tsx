import { AdminUploadMediaResponse, MEDIA_UPLOAD_MAX_BYTES } from '@matjar/core';
import { Trash2, Undo2 } from 'lucide-react';
import { Button } from '../../ui/button';
import { ImageUploader } from '../../ui/image-uploader';

export interface SiteImageLabels {
  current: string;
  none: string;
  pending: string;
  discard: string;
  remove: string;
  upload: string;
  hint: string;
}

/**
 * The logo or the favicon: what the storefront shows now, a new upload waiting for Save (which may be taken
 * back), a delete (asked by the caller) and the kit's uploader. An upload is only an address until saved.
 */
export function SiteImageField({
  purpose,
  saved,
  pending,
  onPending,
  onRemove,
  labels,
  canEdit,
  busy,
  accept,
  typesLabel,
  imageClassName,
}: {
  purpose: 'logo' | 'favicon';
  saved: string | null;
  pending: string | null;
  onPending: (url: string | null) => void;
  onRemove: () => void;
  labels: SiteImageLabels;
  canEdit: boolean;
  busy: boolean;
  accept?: readonly string[];
  typesLabel?: string;
  imageClassName: string;
}) {
  const shown = pending ?? saved;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid min-h-20 min-w-20 place-items-center rounded-lg border border-zinc-200 bg-[repeating-conic-gradient(#f4f4f5_0%_25%,#ffffff_0%_50%)] bg-[length:16px_16px] p-2">
          {shown ? (
            <img src={shown} alt={pending ? labels.pending : labels.current} className={imageClassName} />
          ) : (
            <span className="size-8" />
          )}
        </span>
        <p className="min-w-0 flex-1 text-sm text-zinc-700">
          {pending ? labels.pending : saved ? labels.current : labels.none}
        </p>
        {canEdit && pending && (
          <Button size="sm" variant="ghost" icon={Undo2} onClick={() => onPending(null)}>
            {labels.discard}
          </Button>
        )}
        {canEdit && !pending && saved && (
          <Button size="sm" variant="ghost-danger" icon={Trash2} disabled={busy} onClick={onRemove}>
            {labels.remove}
          </Button>
        )}
      </div>
      {canEdit && (
        <ImageUploader
          uploadUrl={`/api/admin/media?purpose=${purpose}`}
          responseSchema={AdminUploadMediaResponse}
          label={labels.upload}
          hint={labels.hint}
          maxBytes={MEDIA_UPLOAD_MAX_BYTES}
          multiple={false}
          keepFinished={false}
          disabled={busy}
          {...(accept ? { accept } : {})}
          {...(typesLabel ? { typesLabel } : {})}
          onUploaded={(answer) => onPending(answer.media.url)}
        />
      )}
    </div>
  );
}
