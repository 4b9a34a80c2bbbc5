import { imageSrcSet, isMediaUrl } from '@matjar/core';
import { preload } from 'react-dom';
import { ImageOff } from './icons.js';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and ask for it first; otherwise lazy. */
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

/**
 * A product or category picture from the pre-sized AVIF/WebP variants (core media convention). Foreign URLs
 * are used as they are; no picture shows a quiet placeholder instead of a broken-image icon.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
  width = 640,
  height = 640,
}: ProductImageProps) {
  if (!src) {
    return (
      <span
        className={`grid place-items-center bg-slate-100 text-slate-300 ${className}`}
        role="img"
        aria-label={alt}
      >
        <ImageOff className="size-1/3" aria-hidden strokeWidth={1.25} />
      </span>
    );
  }
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  // React preloads a plain high-priority <img> in the page's head, ahead of the scripts, but not one inside a
  // <picture> (it cannot know the source): asked for here, the AVIF the browser will choose is requested first.
  if (priority && isMediaUrl(src)) {
    preload(src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: imageSrcSet(src, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className="contents">
      {isMediaUrl(src) && <source type="image/avif" srcSet={imageSrcSet(src, 'avif')} sizes={sizes} />}
      <img
        src={src}
        srcSet={imageSrcSet(src, 'webp')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
