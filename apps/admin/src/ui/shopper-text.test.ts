import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopperText } from './shopper-text.js';

describe('ShopperText', () => {
  it('isolates the text and drops its embedding, override and isolate controls', () => {
    const html = renderToStaticMarkup(
      createElement(ShopperText, { text: 'Ali \u202Enimda\u202C \u2067x\u2069' }),
    );
    expect(html).toBe('<bdi>Ali nimda x</bdi>');
  });
});
