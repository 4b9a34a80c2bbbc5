import type { z } from 'zod';
import { UPLOAD_TIMEOUT_MS, apiPath, parseAnswer } from './api-client';
import { ApiError } from './api-error';

export interface UploadOptions {
  /** The multipart field the server reads the file from. */
  fieldName?: string;
  /** Other form fields sent with the file (e.g. which folder it is for). */
  fields?: Readonly<Record<string, string>>;
  /** Called as bytes leave the browser: a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sent bytes as a fraction 0..1; an unknown total counts as not started (the bar stays indeterminate). */
export function uploadFraction(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}

/**
 * POSTs one file as multipart/form-data and resolves with the answer parsed by `schema`. XMLHttpRequest
 * rather than fetch because only it reports upload progress. Same origin, so the session cookie goes along.
 */
export function uploadFile<S extends z.ZodType>(
  url: string,
  file: File,
  schema: S,
  options: UploadOptions = {},
): Promise<z.output<S>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append(options.fieldName ?? 'file', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath(url));
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(uploadFraction(event.loaded, event.total));
    };
    request.onload = () => {
      const body = readJson(request);
      if (request.status < 200 || request.status >= 300) {
        reject(ApiError.fromResponse(request.status, body));
        return;
      }
      options.onProgress?.(1);
      try {
        resolve(parseAnswer(request.status, body, schema));
      } catch (error) {
        reject(error);
      }
    };
    // An upload that stalls ends with an error staff can act on, not a progress bar for ever (decision 024).
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.ontimeout = () => reject(ApiError.timeout(new Error(`Upload to ${url} timed out`)));
    request.onerror = () => reject(ApiError.network(new Error(`Upload to ${url} failed`)));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return request.onabort?.(new ProgressEvent('abort'));
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(form);
  });
}

function readJson(request: XMLHttpRequest): unknown {
  if (!request.getResponseHeader('content-type')?.includes('application/json')) return null;
  try {
    return JSON.parse(request.responseText) as unknown;
  } catch {
    return null;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
