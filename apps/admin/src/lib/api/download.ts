import { UPLOAD_TIMEOUT_MS, apiPath, readJsonBody, type QueryParams } from './api-client';
import { ApiError } from './api-error';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * A file the server builds (a CSV export), fetched rather than linked so that a refusal shows as a message
 * instead of a downloaded error page. The session cookie goes along as with every call.
 */
export async function apiDownload(
  path: string,
  options: { query?: QueryParams; accept: string; fallbackName: string },
): Promise<DownloadedFile> {
  // A file the server builds may be long (every order of a year): it gets an upload's longer timeout.
  const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  try {
    const response = await fetch(apiPath(path, options.query), {
      headers: { Accept: options.accept },
      credentials: 'same-origin',
      signal: timeout,
    });
    if (!response.ok) throw ApiError.fromResponse(response.status, await readJsonBody(response));
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName),
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw timeout.aborted ? ApiError.timeout(error) : ApiError.network(error);
  }
}

/** The name the server gave in Content-Disposition (RFC 5987 `filename*` first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Malformed percent-encoding: try the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

/** Hands a blob to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
