// The JavaScript a store page makes the browser download: every <script src> and <link rel="modulepreload">
// of the served HTML (union over the given pages), each file gzipped as a CDN or the static server would.
import { gzipSync } from 'node:zlib';

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
// React Router's entry imports its modules from an inline <script type="module">.
const INLINE_IMPORT = /import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g;
// The storefront preloads its modules after the load event from an inline list (lib/hydrate-after-load.server.ts).
const LATE_PRELOADS = /for\s*\(const href of (\[[^\]]*\])\)/g;

export async function javascriptOfPages(baseUrl, paths) {
  const files = new Set();
  for (const path of paths) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    for (const [, src] of html.matchAll(SCRIPT_SRC)) files.add(src);
    for (const [tag] of html.matchAll(MODULE_PRELOAD)) {
      const href = HREF.exec(tag)?.[1];
      if (href) files.add(href);
    }
    for (const [, src] of html.matchAll(INLINE_IMPORT)) if (src.startsWith('/')) files.add(src);
    for (const [, list] of html.matchAll(LATE_PRELOADS)) for (const href of JSON.parse(list)) files.add(href);
  }
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const response = await fetch(new URL(file, baseUrl));
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.size, rawBytes, gzipBytes };
}
