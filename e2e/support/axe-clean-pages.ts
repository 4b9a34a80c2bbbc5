/// <reference lib="dom" />
// axe reads a page's document and the build's stylesheets, the same on every page of a run: on one document,
// at one address, size, scroll and focus, it gives the same verdict every time. Journeys arrive at the same
// screens again and again (the dashboard after each sign-in, the home page, a product), and axe was a third
// of the suite's time; so a document already found clean is not read again. Only clean verdicts are kept: a
// page with a violation is read (and fails) every time. The set is shared by the run's worker processes
// through a file global-setup provides; without one (E2E_BASE_URL), by the file's own process.
import { appendFile, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file listing the documents found clean in this run (one fingerprint per line). */
    axeCleanPages?: string;
  }
}

export interface PageFingerprint {
  url: string;
  lang: string;
  dir: string;
  /** What axe's verdict depends on; null for a page with a frame, whose document is not in the markup. */
  key: string | null;
}

/** The page's address, size, scroll, focus and two 32-bit hashes of its markup (outerHTML, less scripts). */
export function fingerprintPage(page: Page): Promise<PageFingerprint> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const base = { url: location.href, lang: root.lang, dir: root.dir };
    if (document.querySelector('iframe, frame, object, embed')) return { ...base, key: null };
    // Scripts are not read by axe, and a nonce differs on every response: neither is part of the page read.
    const markup = root.outerHTML
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/ nonce="[^"]*"/g, '');
    // FNV-1a and a second multiplier: 64 bits between them, with the length, address and size beside.
    let first = 0x811c9dc5;
    let second = 0x9747b28c;
    for (let i = 0; i < markup.length; i++) {
      const code = markup.charCodeAt(i);
      first = Math.imul(first ^ code, 0x01000193);
      second = Math.imul(second ^ code, 0x5bd1e995);
    }
    const focused = Array.prototype.indexOf.call(document.getElementsByTagName('*'), document.activeElement);
    const key = [
      location.href,
      `${innerWidth}x${innerHeight}`,
      `${scrollX},${scrollY}`,
      focused,
      markup.length,
      (first >>> 0).toString(36),
      (second >>> 0).toString(36),
    ].join(' ');
    return { ...base, key };
  });
}

const cleanHere = new Set<string>();

function sharedFile(): string | undefined {
  return inject('axeCleanPages');
}

/** Whether axe has found this very document clean before, in this run. */
export async function foundCleanBefore(key: string): Promise<boolean> {
  if (cleanHere.has(key)) return true;
  const file = sharedFile();
  if (!file) return false;
  const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  for (const line of lines) if (line) cleanHere.add(line);
  return cleanHere.has(key);
}

export async function rememberClean(key: string): Promise<void> {
  cleanHere.add(key);
  const file = sharedFile();
  // One short line per append: the other worker's appends never interleave inside it.
  if (file) await appendFile(file, `${key}\n`);
}
