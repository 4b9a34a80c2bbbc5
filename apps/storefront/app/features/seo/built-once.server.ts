/**
 * Big crawler files (sitemap files, product feeds) built once per version of the catalogue answer they are
 * made from, and kept gzipped. The catalogue service hands out the same cached array until a change drops it,
 * so that array is the key: a loop of requests for a feed costs a copy, not a rebuild of 50,000 items, and
 * the files go with the array when the catalogue changes.
 */
const built = new WeakMap<object, Map<string, Promise<Uint8Array<ArrayBuffer>>>>();

export async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The gzipped file `name` made from `source` (the same array gives the same file), built on first use. */
export function gzippedOnce(
  source: object,
  name: string,
  build: () => string,
): Promise<Uint8Array<ArrayBuffer>> {
  let files = built.get(source);
  if (!files) {
    files = new Map();
    built.set(source, files);
  }
  let file = files.get(name);
  if (!file) {
    const kept = files;
    file = gzip(build());
    kept.set(name, file);
    file.catch(() => kept.delete(name));
  }
  return file;
}

/** A gzipped file as plain text, decompressed as it is sent (never held whole in memory as text). */
export function gunzipped(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
}

/** Whether the request takes a gzip body. */
export function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
}
