// `npm run icons -w @matjar/storefront`: writes app/ui/icon-sprite.svg, one <symbol> per icon that
// app/ui/icons.tsx names, drawn with lucide's own paths. A unit test fails when the file is out of date.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ICONS_MODULE = fileURLToPath(new URL('../app/ui/icons.tsx', import.meta.url));
const SPRITE_FILE = fileURLToPath(new URL('../app/ui/icon-sprite.svg', import.meta.url));

/** The lucide names of `icon('…')` calls in the icons module. */
export function iconNamesOf(source) {
  return [...new Set([...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]))].sort();
}

function escapeAttribute(value) {
  return String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The sprite's text for the given lucide icon names (lucide's React keys dropped). */
export async function buildIconSprite(names) {
  const symbols = [];
  for (const name of names) {
    const { __iconData } = await import(`lucide-react/icons/${name}`);
    const shapes = __iconData.node.map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([attribute]) => attribute !== 'key')
        .map(([attribute, value]) => `${attribute}="${escapeAttribute(value)}"`);
      return `<${tag} ${written.join(' ')}/>`;
    });
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** What the sprite file should hold now, and where it lives. */
export async function expectedIconSprite() {
  const names = iconNamesOf(await readFile(ICONS_MODULE, 'utf8'));
  return { file: SPRITE_FILE, names, text: await buildIconSprite(names) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { file, names, text } = await expectedIconSprite();
  await writeFile(file, text);
  console.log(`${file}: ${names.length} icons, ${text.length} bytes`);
}
