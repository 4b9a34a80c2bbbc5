// `node scripts/precompress.mjs <folder>…`: writes a .br (quality 11) and a .gz (level 9) beside every text
// asset of a build, which the server's static files plugin sends as they are (preCompressed), so no
// request pays for compression and browsers get the smallest bytes.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_TYPES = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest']);
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (TEXT_TYPES.has(extname(entry.name))) yield path;
  }
}

export async function precompress(folder) {
  let files = 0;
  for await (const path of filesUnder(folder)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const body = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    files++;
  }
  return files;
}

// Run as a script (the storefront's and admin's build), not when a test imports precompress().
for (const folder of import.meta.url === pathToFileURL(process.argv[1] ?? '').href
  ? process.argv.slice(2)
  : []) {
  const files = await precompress(folder);
  console.log(`precompressed ${files} files in ${folder}`);
}
