import { createHash } from 'node:crypto';

/**
 * A drawn file's media name: its base name plus a short hash of its SVG. Seeded files are served with immutable
 * cache headers and the drawing folder is shared between runs on one machine, so a picture whose drawing
 * changes must get a new address, or browsers and the next seed would keep the old file.
 */
export function artName(base: string, svg: string): string {
  return `${base}-${createHash('sha256').update(svg).digest('hex').slice(0, 8)}`;
}
