/**
 * The one rule for media keys, whatever the storage: relative paths like `products/up-…-640.webp` — plain
 * names, no `..`, no leading slash, no empty segment. A key that breaks it is refused before any file or
 * object is touched, so no key can reach outside the uploads folder or the bucket's `media/` prefix.
 */
const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
/** A prefix is a key's folder with its slash, optionally followed by the start of a file name. */
const PREFIX_PATTERN = /^(?!.*\.\.)([A-Za-z0-9][A-Za-z0-9._-]*\/)+[A-Za-z0-9._-]*$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid media key "${key}"`);
}

export function assertMediaPrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Invalid media prefix "${prefix}"`);
}

/** The Content-Type a stored file is written and served with, from its name (the shop stores only these). */
const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
