import { readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectedIconSprite } from '../../scripts/icon-sprite.mjs';
import { Heart, Star } from './icons.js';

describe('sprite icons', () => {
  it('the committed sprite holds exactly the icons icons.tsx names, drawn as the installed lucide draws them', async () => {
    const { file, names, text } = await expectedIconSprite();
    expect(names).toContain('heart');
    // Out of date? Run `npm run icons -w @matjar/storefront`.
    expect(await readFile(file, 'utf8')).toBe(text);
    for (const name of names) expect(text).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  it('draw from the sprite, hidden from assistive technology unless labelled', () => {
    const html = renderToStaticMarkup(createElement(Heart, { className: 'size-5' }));
    expect(html).toMatch(
      /^<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-5"><use href="[^"]*#heart"><\/use><\/svg>$/,
    );
    const labelled = renderToStaticMarkup(createElement(Star, { 'aria-label': '5 stars' }));
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="5 stars"');
    expect(labelled).not.toContain('aria-hidden');
  });

  it('take fill and stroke width as inline style, which outranks the .icon rule', () => {
    const html = renderToStaticMarkup(createElement(Heart, { fill: 'currentColor', strokeWidth: 1.5 }));
    expect(html).toContain('style="fill:currentColor;stroke-width:1.5"');
  });
});
