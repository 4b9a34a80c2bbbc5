// The pure side of ImageUploader: which files are accepted before sending, and the list of uploads.

/** The picture types the media endpoint accepts (it decides by content; this only spares a useless send). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export type FileRefusal = { reason: 'type' } | { reason: 'size'; maxBytes: number };

/** Why a file is refused before upload, or null when it may go. */
export function checkUploadFile(
  file: { type: string; size: number },
  accept: readonly string[],
  maxBytes: number,
): FileRefusal | null {
  if (!accept.includes(file.type)) return { reason: 'type' };
  if (file.size > maxBytes) return { reason: 'size', maxBytes };
  return null;
}

/** Megabytes as people read them, at most one decimal ("10", "2.5"). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

export type UploadStatus = 'uploading' | 'done' | 'failed';

export interface UploadItem<Answer> {
  key: string;
  file: File;
  /** An object URL of the file, shown while it uploads and after; empty for a file that is no picture. */
  preview: string;
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  answer: Answer | null;
  /** Why it failed, in the UI language, when it did. */
  error: string | null;
  /** False for a file refused before sending: sending it again cannot help. */
  retryable: boolean;
}

export type UploadAction<Answer> =
  | { type: 'add'; items: UploadItem<Answer>[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; answer: Answer }
  | { type: 'failed'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string };

export function uploadsReducer<Answer>(
  items: readonly UploadItem<Answer>[],
  action: UploadAction<Answer>,
): UploadItem<Answer>[] {
  const update = (key: string, change: (item: UploadItem<Answer>) => UploadItem<Answer>) =>
    items.map((item) => (item.key === key ? change(item) : item));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'progress':
      // A late progress event never moves a finished upload back.
      return update(action.key, (item) =>
        item.status === 'uploading' ? { ...item, progress: Math.max(item.progress, action.progress) } : item,
      );
    case 'done':
      return update(action.key, (item) => ({ ...item, status: 'done', progress: 1, answer: action.answer }));
    case 'failed':
      return update(action.key, (item) => ({ ...item, status: 'failed', error: action.error }));
    case 'retry':
      return update(action.key, (item) => ({ ...item, status: 'uploading', progress: 0, error: null }));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
  }
}

/** A new entry: uploading, or failed at once when the file was refused before sending. */
export function newUploadItem<Answer>(
  key: string,
  file: File,
  preview: string,
  refusal: string | null,
): UploadItem<Answer> {
  return {
    key,
    file,
    preview,
    status: refusal ? 'failed' : 'uploading',
    progress: 0,
    answer: null,
    error: refusal,
    retryable: refusal === null,
  };
}
