import { brotliCompress, constants as zlibConstants } from 'node:zlib';

/**
 * Brotli at its highest quality: slow (about 50 ms for a product page, against 1–3 ms at qualities 5–8 for
 * 8–9 % more bytes) but paid once per cached body, on the thread pool, while the bytes it saves are paid on
 * every response. The page cache spends it only on pages asked for more than once.
 */
const BROTLI_OPTIONS = {
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  },
};

/** The encoding to answer with: brotli when the client takes it and a copy is ready, else gzip, else none. */
export function chooseEncoding(accepted: string | undefined, brotliReady: boolean): 'br' | 'gzip' | null {
  if (accepted === undefined) return null;
  if (brotliReady && accepted.includes('br') && /\bbr\b/.test(accepted)) return 'br';
  if (accepted.includes('gzip') && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Makes the brotli copy of a body off the event loop; `keep` decides whether it is still wanted. */
export function brotliLater(body: Buffer, keep: (br: Buffer) => void): void {
  brotliCompress(body, BROTLI_OPTIONS, (error, br) => {
    if (!error) keep(br);
  });
}
