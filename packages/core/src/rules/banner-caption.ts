import type { Locale } from './locale.js';
import type { BannerImage } from '../schemas/site-settings.js';

// Banners carry no words in the picture (D17): a slide's title and line are text the storefront draws over
// it in the page's language, so Arabic pages read Arabic, the text wraps on a phone, and the picture can be
// mirrored in right-to-left pages without mirroring any lettering.

export interface BannerCaption {
  title: string;
  text: string;
}

type CaptionFields = Pick<BannerImage, 'title_ar' | 'title_en' | 'text_ar' | 'text_en'>;

/**
 * The slide's caption in the page's language, null when the slide has none. A title written in one language
 * only is shown in both (as section titles are, sectionTitle): a half-translated slide still says something.
 */
export function bannerCaption(image: CaptionFields, locale: Locale): BannerCaption | null {
  const pick = (ar: string | null | undefined, en: string | null | undefined) => {
    const own = (locale === 'ar' ? ar : en)?.trim();
    const other = (locale === 'ar' ? en : ar)?.trim();
    return own || other || '';
  };
  const title = pick(image.title_ar, image.title_en);
  const text = pick(image.text_ar, image.text_en);
  return title || text ? { title, text } : null;
}

/**
 * How dark the scrim under a caption is (black at this opacity). Chosen so white text keeps WCAG AA contrast
 * (4.5:1) even over a white part of the picture (banner-caption.test.ts checks it).
 */
export const BANNER_SCRIM_OPACITY = 0.55;

/** The lightest colour a picture can show through the scrim, as #rrggbb: white darkened by it. */
export function lightestUnderScrim(opacity: number = BANNER_SCRIM_OPACITY): string {
  const channel = Math.round(255 * (1 - opacity))
    .toString(16)
    .padStart(2, '0');
  return `#${channel.repeat(3)}`;
}
