/**
 * Image URL convention shared by the seed, the server and the storefront. Every uploaded or seeded image is
 * stored as pre-sized variants `/media/<folder>/<name>-<width>.<format>` for each width and format below, so
 * any one variant URL names all the others. URLs outside this convention (external links, old data) are used
 * as they are.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** The variant stored in the database and used as the plain `src`. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';
/** Where stored media are served: the server's static route, its URLs, and what counts as a resource. */
export const MEDIA_PREFIX = '/media/';

/** The public URL of a stored media key such as `products/12/front-640.webp` (each segment URL-encoded). */
export function mediaUrl(key: string): string {
  return MEDIA_PREFIX + key.split('/').map(encodeURIComponent).join('/');
}

// Anything up to and including /media/<folder>/, then <name>-<width>.<format>, then an optional query or hash.
const VARIANT_URL = new RegExp(`^(.*${MEDIA_PREFIX}(?:[^/?#]+/)+)([^/?#]+)-(\\d+)\\.([a-z0-9]+)([?#].*)?$`);

export interface MediaVariant {
  /** Everything before the file name, e.g. "/media/products/" or "https://cdn.example/media/products/". */
  base: string;
  name: string;
  width: ImageWidth;
  format: ImageFormat;
}

export function parseMediaUrl(url: string): MediaVariant | null {
  const match = VARIANT_URL.exec(url);
  if (!match) return null;
  const [, base, name, width, format, suffix] = match;
  const w = Number(width);
  if (suffix || !base || !name) return null;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(w)) return null;
  if (!(IMAGE_FORMATS as readonly string[]).includes(format ?? '')) return null;
  return { base, name, width: w as ImageWidth, format: format as ImageFormat };
}

export function isMediaUrl(url: string): boolean {
  return parseMediaUrl(url) !== null;
}

/** The stored path of one variant, for the code that writes the files. */
export function mediaVariantPath(
  folder: string,
  name: string,
  width: ImageWidth,
  format: ImageFormat,
): string {
  return `${MEDIA_PREFIX}${folder.replace(/^\/+|\/+$/g, '')}/${name}-${width}.${format}`;
}

/** The URL of another variant of the same image; a foreign URL comes back unchanged. */
export function imageVariantUrl(url: string, width: ImageWidth, format: ImageFormat): string {
  const variant = parseMediaUrl(url);
  return variant ? `${variant.base}${variant.name}-${width}.${format}` : url;
}

/** A srcset over every width in one format; a foreign URL comes back unchanged (a valid one-entry srcset). */
export function imageSrcSet(url: string, format: ImageFormat): string {
  if (!isMediaUrl(url)) return url;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(', ');
}

/** The most UTF-16 units an icon emoji takes: a flag or a family sequence is several code points. */
export const ICON_EMOJI_MAX = 16;
/** Everything an emoji sequence is made of: pictographs, skin tones, flags' letters, joiners, keycaps, tags. */
const EMOJI_SEQUENCE =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}#*0-9])+$/u;
const EMOJI_PICTURE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

/**
 * Whether a category icon is an emoji a person typed (departure D17) rather than an image: short, made of
 * emoji only (📱, 🇶🇦, 👩‍💻, 1️⃣), never letters, spaces or punctuation — so no address or script hides in one.
 */
export function isIconEmoji(text: string): boolean {
  const value = text.trim();
  return (
    value.length > 0 &&
    value.length <= ICON_EMOJI_MAX &&
    EMOJI_SEQUENCE.test(value) &&
    EMOJI_PICTURE.test(value)
  );
}
