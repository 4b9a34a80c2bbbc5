import { formatNumber } from '@matjar/core';
import { ImageUp, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { isAbortError, uploadFile } from '../lib/api/upload';
import { Button } from './button';
import {
  UPLOAD_IMAGE_TYPES,
  checkUploadFile,
  megabytes,
  newUploadItem,
  uploadsReducer,
  type UploadItem,
} from './image-uploader-state';

export interface ImageUploaderProps<Schema extends z.ZodType> {
  /** Where files are POSTed as multipart, e.g. "/api/admin/media". */
  uploadUrl: string;
  /** The endpoint's answer schema (core); onUploaded receives the parsed answer. */
  responseSchema: Schema;
  /** The multipart field of the file ("file"). */
  fieldName?: string;
  /** Other multipart fields sent with each file. */
  fields?: Readonly<Record<string, string>>;
  label: string;
  hint?: ReactNode;
  /** The endpoint's size limit (a core constant), checked before sending. */
  maxBytes: number;
  accept?: readonly string[];
  /** The accepted types as people name them ("PNG, ICO"), for the refusal of another type; given with accept. */
  typesLabel?: string;
  multiple?: boolean;
  disabled?: boolean;
  onUploaded: (answer: z.output<Schema>, file: File) => void;
  /** A finished upload removed from the list (the caller may delete it on the server). */
  onRemove?: (answer: z.output<Schema>) => void;
  /** Keep finished uploads in the list; off when the caller shows them itself (a sortable gallery). */
  keepFinished?: boolean;
}

/**
 * Drag and drop or pick image files; each uploads at once with its own progress bar and preview, can be
 * cancelled, retried or removed, and the outcome is announced to screen readers. Generic over the endpoint:
 * it returns whatever the server answered, checked by the schema given.
 */
export function ImageUploader<Schema extends z.ZodType>({
  uploadUrl,
  responseSchema,
  fieldName = 'file',
  fields,
  label,
  hint,
  maxBytes,
  accept = UPLOAD_IMAGE_TYPES,
  typesLabel,
  multiple = true,
  disabled = false,
  onUploaded,
  onRemove,
  keepFinished = true,
}: ImageUploaderProps<Schema>) {
  type Answer = z.output<Schema>;
  const { t, language } = useI18n();
  const [items, dispatch] = useReducer(uploadsReducer<Answer>, []);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const nextKey = useRef(0);
  const hintId = useId();

  // Leaving the screen cancels what is still on its way and frees the previews.
  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const send = (item: UploadItem<Answer>) => {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    uploadFile(uploadUrl, item.file, responseSchema, {
      fieldName,
      ...(fields ? { fields } : {}),
      signal: controller.signal,
      onProgress: (progress) => dispatch({ type: 'progress', key: item.key, progress }),
    })
      .then((answer) => {
        dispatch(keepFinished ? { type: 'done', key: item.key, answer } : { type: 'remove', key: item.key });
        if (!keepFinished) forgetPreview(item.key);
        setAnnouncement(t('kit.upload.done', { name: item.file.name }));
        onUploaded(answer, item.file);
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        const reason = describeApiError(error, language, t('kit.upload.failed'));
        dispatch({ type: 'failed', key: item.key, error: reason });
        setAnnouncement(t('kit.upload.failedNamed', { name: item.file.name, reason }));
      })
      .finally(() => controllers.current.delete(item.key));
  };

  const add = (files: readonly File[]) => {
    if (disabled) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const added = chosen.map((file) => {
      const refusal = checkUploadFile(file, accept, maxBytes);
      const message =
        refusal?.reason === 'type'
          ? typesLabel
            ? t('kit.upload.wrongTypeOf', { name: file.name, types: typesLabel })
            : t('kit.upload.wrongType', { name: file.name })
          : refusal?.reason === 'size'
            ? t('kit.upload.tooLarge', { name: file.name, max: formatNumber(megabytes(maxBytes), language) })
            : null;
      const key = `upload-${nextKey.current++}`;
      // A file refused for its type may be no picture at all: it gets no preview.
      const preview = refusal?.reason === 'type' ? '' : URL.createObjectURL(file);
      if (preview) previews.current.set(key, preview);
      return newUploadItem<Answer>(key, file, preview, message);
    });
    dispatch({ type: 'add', items: added });
    added.filter((item) => item.status === 'uploading').forEach(send);
    const refused = added.find((item) => item.error);
    if (refused?.error) setAnnouncement(refused.error);
  };

  const forgetPreview = (key: string) => {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  };

  const remove = (item: UploadItem<Answer>) => {
    controllers.current.get(item.key)?.abort();
    dispatch({ type: 'remove', key: item.key });
    forgetPreview(item.key);
    if (item.status === 'done' && item.answer !== null) onRemove?.(item.answer);
    setAnnouncement(t('kit.upload.removed', { name: item.file.name }));
  };

  const retry = (item: UploadItem<Answer>) => {
    dispatch({ type: 'retry', key: item.key });
    send({ ...item, status: 'uploading', progress: 0, error: null });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-zinc-800">{label}</p>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          // Leaving for a child element is not leaving the zone.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-zinc-300 bg-zinc-50'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <ImageUp aria-hidden="true" className="size-8 text-zinc-500" />
        <p className="text-sm text-zinc-700">{t('kit.upload.dropHere')}</p>
        <Button
          size="sm"
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => input.current?.click()}
        >
          {multiple ? t('kit.upload.chooseFiles', { label }) : t('kit.upload.chooseFile', { label })}
        </Button>
        {hint && (
          <p id={hintId} className="text-xs text-zinc-600">
            {hint}
          </p>
        )}
        <input
          ref={input}
          type="file"
          hidden
          multiple={multiple}
          accept={accept.join(',')}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // The same file may be chosen again after a removal.
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className="mt-3 space-y-2">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onRemove={() => remove(item)} onRetry={() => retry(item)} />
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function UploadRow<Answer>({
  item,
  onRemove,
  onRetry,
}: {
  item: UploadItem<Answer>;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t, language } = useI18n();
  const name = item.file.name;
  const percent = Math.round(item.progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-2">
      {item.preview ? (
        <img src={item.preview} alt="" className="size-14 shrink-0 rounded-md bg-zinc-100 object-cover" />
      ) : (
        <span className="size-14 shrink-0 rounded-md bg-zinc-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-800" dir="auto">
          {name}
        </p>
        {item.status === 'uploading' && (
          <div
            role="progressbar"
            aria-label={t('kit.upload.progress', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${formatNumber(percent, language)}%`}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-zinc-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
        {item.status === 'done' && <p className="text-xs text-emerald-800">{t('kit.upload.uploaded')}</p>}
        {item.status === 'failed' && <p className="text-xs text-red-700">{item.error}</p>}
      </div>
      {item.status === 'failed' && item.retryable && (
        <Button
          size="sm"
          variant="ghost"
          icon={RotateCcw}
          aria-label={t('kit.upload.retryNamed', { name })}
          onClick={onRetry}
        >
          <span aria-hidden="true" className="hidden sm:inline">
            {t('kit.query.retry')}
          </span>
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        icon={X}
        aria-label={t(item.status === 'uploading' ? 'kit.upload.cancelNamed' : 'kit.upload.removeNamed', {
          name,
        })}
        onClick={onRemove}
      />
    </li>
  );
}
