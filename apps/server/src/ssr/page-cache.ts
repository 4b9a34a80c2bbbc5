import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { brotliLater } from '../compression.js';

/** A rendered storefront page kept ready to send: headers, the bytes, their gzip and the ETag. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  /** Brotli, made off the event loop once the page is asked for again; gzip is sent until then. */
  br?: Buffer;
  brotliStarted?: boolean;
  etag: string;
  /** The products the page shows (modules/catalog/cache-tags.ts): it is dropped when one of them changes. */
  tags: readonly string[];
  /** Epoch ms after which the page is rendered again, whatever changed (PageCacheOptions.freshUntil). */
  expiresAt: number;
}

export interface PageCacheOptions {
  /** Total bytes of bodies kept (plain + gzip); the least recently used pages go first. */
  maxBytes: number;
  maxEntries: number;
  /**
   * When a page rendered at `renderedAt` stops being served (epoch ms): pages show time-bound text such as the
   * footer's year, which no catalogue change would ever refresh. Without it pages are kept until dropped.
   */
  freshUntil?: (renderedAt: Date) => number;
}

// Headers that describe the stored bytes or one response, recomputed when a cached page is sent.
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'set-cookie',
  'date',
]);

/**
 * Rendered-HTML cache for storefront GETs. Pages carry no per-visitor data (architecture principle 8), so one
 * copy per path, query and language serves every shopper until the catalogue or the settings change (clear),
 * or until one of the products it shows changes (invalidate).
 */
export function createPageCache(options: PageCacheOptions) {
  let pages = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.body.length + page.gzip.length + (page.br?.length ?? 0);
  }

  // Brotli at its highest quality costs tens of ms per page: spent on pages asked for a second time, not on
  // every page a crawler visits once after each catalogue change (those get the gzip made when stored).
  function compressBrotli(key: string, page: CachedPage) {
    page.brotliStarted = true;
    brotliLater(page.body, (br) => {
      // Kept only if the page is still the one stored under its key (not dropped, replaced or cleared).
      if (pages.get(key) !== page) return;
      page.br = br;
      bytes += br.length;
    });
  }

  /** A rendered answer ready to send (and to store): its bytes, their gzip and the ETag. */
  function prepare(response: Response, body: Buffer, tags: readonly string[] = []): CachedPage {
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !NOT_STORED.has(name)),
      body,
      gzip: gzipSync(body),
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      tags,
      expiresAt: options.freshUntil?.(new Date()) ?? Number.POSITIVE_INFINITY,
    };
  }
  /** Keeps a prepared page under its key, unless the cache changed since `renderedIn` or it is huge. */
  function keep(key: string, page: CachedPage, renderedIn: number): void {
    const size = page.body.length + page.gzip.length;
    // One huge page must not flush everything else.
    if (size > options.maxBytes / 4 || renderedIn !== generation) return;
    drop(key);
    pages.set(key, page);
    bytes += size;
    while (bytes > options.maxBytes || pages.size > options.maxEntries) {
      drop(pages.keys().next().value!);
    }
  }

  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (page && Date.now() >= page.expiresAt) {
        drop(key);
        return undefined;
      }
      if (page) {
        pages.delete(key);
        pages.set(key, page);
        if (!page.brotliStarted) compressBrotli(key, page);
      }
      return page;
    },
    /**
     * Bumped by clear() and invalidate(): a page rendered from data older than the last change is sent but not
     * kept (whether the change touched what it shows is not known before it is rendered).
     */
    get generation() {
      return generation;
    },
    prepare,
    keep,
    /**
     * Stores a rendered page tagged with the products it shows (unless the cache changed since `renderedIn`);
     * returns it ready to send.
     */
    store(
      key: string,
      response: Response,
      body: Buffer,
      renderedIn: number,
      tags: readonly string[] = [],
    ): CachedPage {
      const page = prepare(response, body, tags);
      keep(key, page, renderedIn);
      return page;
    },
    clear() {
      pages = new Map();
      bytes = 0;
      generation++;
    },
    /** Drops the pages showing any of these tags; every other page stays cached. */
    invalidate(tags: Iterable<string>) {
      const dropped = new Set(tags);
      generation++;
      for (const [key, page] of pages) {
        if (page.tags.some((tag) => dropped.has(tag))) drop(key);
      }
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

const LANGUAGE_COOKIE = /^[\w-]*(lang|locale)[\w-]*=/i;

/**
 * Cookies that choose the page's language (D13) are part of the key; any other cookie is not. Without such a
 * cookie (most requests) the key is the URL itself, so a cache hit builds no string. A URL never holds a
 * line feed, so keys with cookies cannot collide with plain URLs.
 */
export function pageCacheKey(url: string, cookieHeader: string | undefined): string {
  if (!cookieHeader || !/lang|locale/i.test(cookieHeader)) return url;
  const languageCookies = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => LANGUAGE_COOKIE.test(part))
    .sort()
    .join(';');
  return languageCookies ? `${url}\n${languageCookies}` : url;
}
