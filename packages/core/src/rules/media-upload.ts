import { RESPONSIVE_BANNER_WIDTHS } from './limits.js';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from './media.js';

/** Largest file one upload may carry: the spec's "up to 10MB" hint (back-office §2, §9). */
export const MEDIA_UPLOAD_MAX_MB = 10;
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_UPLOAD_MAX_MB * 1024 * 1024;

/**
 * Most pixels an uploaded image may declare (width × height), checked before it is decoded. A 10 MB file can
 * claim 20000×20000 pixels (1.6 GB once decoded): a decompression bomb. 40 megapixels is above any phone
 * camera's full resolution (a 48 MP sensor saves 12 MP by default) and bounds one decode to about 160 MB.
 */
export const MEDIA_MAX_INPUT_PIXELS = 40_000_000;

/**
 * How long an uploaded image nobody refers to is kept before the sweep deletes it. An upload is referred to
 * only once the form that made it is saved; staff may keep an edit form open for a working day.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each server process looks for such uploads (deleting is idempotent, so processes may overlap). */
export const UNUSED_UPLOAD_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Image types recognised from a file's first bytes, accepted or not. */
export const DETECTED_IMAGE_TYPES = [
  'jpeg',
  'png',
  'webp',
  'avif',
  'gif',
  'svg',
  'ico',
  'tiff',
  'bmp',
  'heic',
] as const;
export type DetectedImageType = (typeof DETECTED_IMAGE_TYPES)[number];

/** Formats an upload may be stored in: the storefront's picture formats, and PNG for the favicon. */
export type StoredImageFormat = ImageFormat | 'png';

/** The Content-Type a stored variant is written and served with. */
export const STORED_IMAGE_CONTENT_TYPES: Record<StoredImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
};

/**
 * The storage key of one variant of a picture, `<folder>/<name>` then `-<width>.<format>` (media.ts's URL
 * convention): the one rule the seed's drawings and the server's uploads are both named by.
 */
export function mediaVariantKey(picture: string, width: number, format: StoredImageFormat): string {
  return `${picture}-${width}.${format}`;
}

/** What an upload accepts and what it stores. */
export interface MediaUploadProfile {
  /** Types decided from the content (never the name or the declared content type). */
  accept: readonly DetectedImageType[];
  /** Stored variants: every width in every format, named `<name>-<width>.<format>`. */
  widths: readonly number[];
  formats: readonly StoredImageFormat[];
  /**
   * Each variant is a width × width square, the picture fitted inside on a transparent ground and enlarged if
   * smaller (an icon); otherwise the picture keeps its proportions and is never enlarged.
   */
  square?: boolean;
}

/** Photographs and drawings shown on the storefront: the widths and formats its srcset asks for. */
export const PICTURE_PROFILE: MediaUploadProfile = {
  accept: ['jpeg', 'png', 'webp', 'avif'],
  widths: IMAGE_WIDTHS,
  formats: IMAGE_FORMATS,
};

/**
 * Homepage banners at the spec's device widths (back-office §9: mobile 768, tablet 1024, desktop 1920). One
 * upload stores all three, so a banner's url (the mobile one, which the upload answers) names its tablet and
 * desktop sizes too (bannerDeviceUrls). Proportions are kept: the section's chosen height is applied where the
 * banner is drawn (object-cover), so changing the height later needs no new upload.
 */
export const BANNER_PROFILE: MediaUploadProfile = {
  accept: PICTURE_PROFILE.accept,
  widths: [
    RESPONSIVE_BANNER_WIDTHS.mobile,
    RESPONSIVE_BANNER_WIDTHS.tablet,
    RESPONSIVE_BANNER_WIDTHS.desktop,
  ],
  formats: IMAGE_FORMATS,
};

/** The browser-tab icon (back-office §2, §9: PNG or ICO, 32×32): one 32-px square PNG, whatever was sent. */
export const FAVICON_SIZE = 32;
export const FAVICON_PROFILE: MediaUploadProfile = {
  accept: ['png', 'ico'],
  widths: [FAVICON_SIZE],
  formats: ['png'],
  square: true,
};

/** What an upload is for: its folder under /media/ and its profile; the pipeline reads everything from here. */
export const MEDIA_UPLOAD_PURPOSES = {
  product: { folder: 'products', profile: PICTURE_PROFILE },
  category: { folder: 'categories', profile: PICTURE_PROFILE },
  brand: { folder: 'brands', profile: PICTURE_PROFILE },
  banner: { folder: 'banners', profile: BANNER_PROFILE },
  logo: { folder: 'site', profile: PICTURE_PROFILE },
  favicon: { folder: 'site', profile: FAVICON_PROFILE },
} as const satisfies Record<string, { folder: string; profile: MediaUploadProfile }>;
export type MediaUploadPurpose = keyof typeof MEDIA_UPLOAD_PURPOSES;
export const MEDIA_UPLOAD_PURPOSE_NAMES = Object.keys(MEDIA_UPLOAD_PURPOSES) as [
  MediaUploadPurpose,
  ...MediaUploadPurpose[],
];

/** How each type is named in messages (the same in both languages). */
export const IMAGE_TYPE_LABELS: Record<DetectedImageType, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  svg: 'SVG',
  ico: 'ICO',
  tiff: 'TIFF',
  bmp: 'BMP',
  heic: 'HEIC',
};

/** Accepted types for a refusal message, e.g. "JPEG, PNG, WebP, AVIF". */
export function acceptedTypesLabel(profile: MediaUploadProfile): string {
  return profile.accept.map((type) => IMAGE_TYPE_LABELS[type]).join(', ');
}

const BANNER_VARIANT = new RegExp(`^(.*)-${RESPONSIVE_BANNER_WIDTHS.mobile}\\.(webp|avif)$`);

/**
 * The device sizes of one uploaded banner from its url (the mobile variant an upload answers), for the
 * picture's tablet and desktop sources; null for any other address (a seeded or separately uploaded image).
 */
export function bannerDeviceUrls(url: string): { mobile: string; tablet: string; desktop: string } | null {
  const match = BANNER_VARIANT.exec(url);
  if (!match) return null;
  const [, base, format] = match;
  return {
    mobile: url,
    tablet: `${base}-${RESPONSIVE_BANNER_WIDTHS.tablet}.${format}`,
    desktop: `${base}-${RESPONSIVE_BANNER_WIDTHS.desktop}.${format}`,
  };
}

/**
 * The picture a banner slide shows on a tablet and on a desktop: the staff's own picture for that device when
 * chosen, else the next smaller one (desktop falls back to the tablet picture, the tablet to the main one); an
 * uploaded image at the size stored for that device (1024, 1920 wide), an address from elsewhere (the seeded
 * banners) as it is. Null where nothing better than the main url exists.
 */
export function bannerSources(image: {
  url: string;
  url_tablet?: string | null;
  url_desktop?: string | null;
}): { tablet: string | null; desktop: string | null } {
  const pick = (chosen: string | null | undefined, fallback: string, device: 'tablet' | 'desktop') =>
    bannerDeviceUrls(chosen || fallback)?.[device] ?? (chosen || null);
  const tablet = pick(image.url_tablet, image.url, 'tablet');
  return { tablet, desktop: pick(image.url_desktop, image.url_tablet || image.url, 'desktop') ?? tablet };
}
