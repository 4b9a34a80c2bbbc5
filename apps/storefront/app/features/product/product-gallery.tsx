import { CLICK_TOLERANCE_PX, type StoreProductImage } from '@matjar/core';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { ProductImage } from '../../ui/product-image.js';
import { CarouselArrow } from '../../ui/carousel-arrow.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/**
 * About half the 1280-px layout on large screens; on phones the width less the page's and the frame's padding
 * (5rem), so a phone of average density takes the 640-px picture, not the 1280-px one.
 */
const MAIN_SIZES = '(min-width: 1024px) 600px, calc(100vw - 5rem)';
const THUMB_SIZES = '80px';

interface ProductGalleryProps {
  images: readonly StoreProductImage[];
  name: string;
  /** Scrolls to this picture when it changes (a chosen colour's first picture). */
  focusIndex?: number | null;
}

/**
 * Swipeable pictures (embla) with arrows that follow the reading direction, a counter and thumbnails. The
 * first picture is the page's main image: loaded at once with high priority; the others lazily.
 */
export function ProductGallery({ images, name, focusIndex = null }: ProductGalleryProps) {
  const { locale } = useShellData();
  const t = useT();
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const [viewportRef, embla] = useEmblaCarousel({ direction, dragThreshold: CLICK_TOLERANCE_PX });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (embla && focusIndex !== null && focusIndex >= 0) embla.scrollTo(focusIndex);
  }, [embla, focusIndex]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const total = images.length;

  if (total === 0) {
    return (
      <div className="aspect-square overflow-hidden rounded-3xl border border-slate-200 bg-white">
        <ProductImage src={null} alt={name} sizes={MAIN_SIZES} className="size-full" />
      </div>
    );
  }

  return (
    <section aria-label={t('product.gallery.label')} aria-roledescription="carousel" className="min-w-0">
      <div className="relative overflow-hidden rounded-3xl border border-slate-200 bg-white">
        <div ref={viewportRef} className="overflow-hidden" dir={direction}>
          <ul className="flex touch-pan-y">
            {images.map((image, index) => (
              <li
                key={image.id}
                className="aspect-square min-w-0 shrink-0 grow-0 basis-full"
                aria-roledescription="slide"
                aria-label={t('product.gallery.slide', { current: index + 1, total })}
              >
                <ProductImage
                  src={image.url}
                  alt={t('product.gallery.alt', { name, index: index + 1, total })}
                  sizes={MAIN_SIZES}
                  priority={index === 0}
                  className="size-full object-contain p-6 select-none"
                />
              </li>
            ))}
          </ul>
        </div>
        {total > 1 && (
          <>
            <CarouselArrow
              side="start"
              label={t('product.gallery.previous')}
              onClick={() => embla?.scrollPrev()}
            />
            <CarouselArrow side="end" label={t('product.gallery.next')} onClick={() => embla?.scrollNext()} />
            <p
              className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-full bg-slate-900/70 px-3 py-1 text-xs font-bold text-white tabular-nums"
              aria-live="polite"
            >
              <bdi dir="ltr">{t('product.gallery.counter', { current: selected + 1, total })}</bdi>
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={t('product.gallery.show', { name, index: index + 1, total })}
                aria-current={index === selected}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-white p-1 transition sm:size-20 ${
                  index === selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <ProductImage
                  src={image.url}
                  alt=""
                  sizes={THUMB_SIZES}
                  width={80}
                  height={80}
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
