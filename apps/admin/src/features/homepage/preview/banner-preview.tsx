import { BANNER_SCRIM_OPACITY, bannerCaption, formatNumber, type BannerImage } from '@matjar/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { translate, type Language } from '../../../i18n/translate';

/** The storefront's content width on a wide screen (max-w-7xl less its padding), and the hero's full width. */
const WIDE_CONTENT_PX = 1248;
const WIDE_SCREEN_PX = 1280;

/**
 * The banner carousel as a wide screen shows it, scaled to the pane: same proportions (width by the chosen
 * height), the desktop picture when there is one, arrows and dots when there are several.
 */
export function BannerPreview({
  images,
  heightPx,
  fullBleed,
  lang,
}: {
  images: readonly BannerImage[];
  heightPx: number;
  fullBleed: boolean;
  lang: Language;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;
  const width = fullBleed ? WIDE_SCREEN_PX : WIDE_CONTENT_PX;
  const caption = bannerCaption(current, lang);
  const shade = `rgb(0 0 0 / ${BANNER_SCRIM_OPACITY})`;
  const n = (value: number) => formatNumber(value, lang);
  const step = (delta: number) => setIndex((index + delta + count) % count);
  const arrow =
    'absolute top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full bg-white/90 shadow';
  return (
    <div
      className={`relative overflow-hidden bg-zinc-100 ${fullBleed ? '' : 'rounded-2xl shadow-sm'}`}
      style={{ aspectRatio: `${width} / ${heightPx}` }}
    >
      <img
        src={current.url_desktop || current.url_tablet || current.url}
        alt={translate(lang, 'homepage.preview.slide', { n: n(index + 1), count: n(count) })}
        // As the storefront draws it: a captioned picture is mirrored on Arabic pages, its words on top.
        className={`size-full object-cover ${caption && lang === 'ar' ? '-scale-x-100' : ''}`}
      />
      {caption && (
        // Clear of the arrows when there are several pictures, as on the storefront.
        <div
          className={`absolute inset-0 flex items-center ${count > 1 ? 'px-12' : 'px-[5%]'}`}
          style={{
            backgroundImage: `linear-gradient(to ${lang === 'ar' ? 'left' : 'right'}, ${shade} 0, ${shade} 50%, transparent 85%)`,
          }}
        >
          <div className="max-w-[50%] text-start text-white [overflow-wrap:anywhere]">
            {caption.title && <p className="text-sm leading-snug font-bold sm:text-base">{caption.title}</p>}
            {caption.text && <p className="mt-0.5 text-xs leading-snug">{caption.text}</p>}
          </div>
        </div>
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={translate(lang, 'homepage.preview.previous')}
            onClick={() => step(-1)}
            className={`${arrow} start-2`}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          </button>
          <button
            type="button"
            aria-label={translate(lang, 'homepage.preview.next')}
            onClick={() => step(1)}
            className={`${arrow} end-2`}
          >
            <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </button>
          <div aria-hidden="true" className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
            {images.map((image, dot) => (
              <span
                key={image.id}
                className={`h-1.5 rounded-full shadow ${dot === index ? 'w-4 bg-white' : 'w-1.5 bg-white/60'}`}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
