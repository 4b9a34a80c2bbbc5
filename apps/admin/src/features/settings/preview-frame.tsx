import type { ReactNode } from 'react';

/**
 * A drawing of part of the storefront. Its caption names it and `description` says in words what it shows;
 * the drawing itself is hidden from screen readers, which would otherwise read a fake header's fake links.
 */
export function PreviewFrame({
  caption,
  description,
  children,
  className = '',
  fit = false,
}: {
  caption: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** As wide as the drawing (a banner drawn to scale) rather than the whole row. */
  fit?: boolean;
}) {
  return (
    <figure className={className}>
      <figcaption className="mb-2 text-sm font-medium text-zinc-800">
        {caption}
        {description && <span className="block text-xs font-normal text-zinc-600">{description}</span>}
      </figcaption>
      <div
        aria-hidden="true"
        className={`overflow-hidden rounded-lg border border-zinc-300 bg-zinc-50 shadow-xs ${fit ? 'w-fit max-w-full' : ''}`}
      >
        {children}
      </div>
    </figure>
  );
}
