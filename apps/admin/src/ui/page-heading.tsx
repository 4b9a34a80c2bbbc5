import { useEffect, useRef, type ReactNode } from 'react';
import { setTitleScreen } from '../lib/document-title';

/**
 * A screen's title, with its main actions at the end (left in Arabic, right in English). The title may hold
 * markup, e.g. an order number isolated in <bdi> so it keeps its left-to-right order in an Arabic heading.
 */
export function PageHeading({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The tab's title names the screen with the heading's own words (an order's number included), so every
  // screen has a title of its own; it goes back to the back office's name when the screen closes.
  useEffect(() => {
    setTitleScreen(heading.current?.textContent?.trim() || null);
  });
  useEffect(() => () => setTitleScreen(null), []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 ref={heading} className="text-2xl font-bold tracking-tight text-zinc-900">
        {title}
      </h1>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
