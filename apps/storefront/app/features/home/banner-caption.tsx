import { BANNER_SCRIM_OPACITY, type BannerCaption, type TextDirection } from '@matjar/core';
import type { CSSProperties } from 'react';

/**
 * A slide's title and line drawn over its picture (D17), on the start side in the page's language. The text
 * is in the flow, so on a phone it wraps and the banner grows rather than cutting it off. A scrim in the
 * page's direction keeps it readable over any picture: solid under the text (core's BANNER_SCRIM_OPACITY
 * keeps white text at WCAG AA over white), fading out towards the end side where the picture shows.
 */
export function BannerCaptionOverlay({
  caption,
  direction,
  hasDots,
}: {
  caption: BannerCaption;
  direction: TextDirection;
  /** Several slides: the dots sit at the bottom, so the text keeps clear of them. */
  hasDots: boolean;
}) {
  const shade = `rgb(0 0 0 / ${BANNER_SCRIM_OPACITY})`;
  const scrim: CSSProperties = {
    backgroundImage: `linear-gradient(to ${direction === 'rtl' ? 'left' : 'right'}, ${shade} 0, ${shade} var(--scrim-solid), transparent var(--scrim-clear))`,
  };
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute inset-0 [--scrim-clear:100%] [--scrim-solid:72%] md:[--scrim-clear:85%] md:[--scrim-solid:50%]"
        style={scrim}
      />
      <span
        // Clear of the arrows (from sm) and, on a wide hero, aligned with the page's content.
        className={`relative mx-auto block w-full max-w-7xl px-5 pt-4 sm:px-16 md:py-8 ${hasDots ? 'pb-8' : 'pb-4'}`}
        data-banner-caption=""
      >
        <span className="block max-w-[72%] text-start text-white [overflow-wrap:anywhere] [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] md:max-w-[50%]">
          {caption.title && (
            <span className="block text-lg leading-snug font-bold text-balance sm:text-2xl lg:text-4xl">
              {caption.title}
            </span>
          )}
          {caption.text && (
            <span className="mt-1 block text-sm leading-snug sm:text-base lg:mt-2 lg:text-lg">
              {caption.text}
            </span>
          )}
        </span>
      </span>
    </>
  );
}
