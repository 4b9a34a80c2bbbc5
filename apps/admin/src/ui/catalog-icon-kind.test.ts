import { describe, expect, it } from 'vitest';
import { catalogIconKind, emojiOf } from './catalog-icon-kind';

describe('catalogIconKind', () => {
  it.each([
    ['/media/categories/up-1-abc-640.webp', 'image'],
    ['/seed/icons/phones.svg', 'image'],
    ['https://cdn.example.com/logo.png', 'image'],
    ['HTTP://cdn.example.com/logo.png', 'image'],
    ['📱', 'emoji'],
    ['  🎧 ', 'emoji'],
    ['', 'none'],
    ['   ', 'none'],
    [null, 'none'],
    [undefined, 'none'],
  ] as const)('reads %j as %s', (icon, kind) => {
    expect(catalogIconKind(icon)).toBe(kind);
  });

  it('does not take a word starting with http for an address', () => {
    expect(catalogIconKind('httpx')).toBe('emoji');
  });
});

describe('emojiOf', () => {
  it('gives the trimmed emoji of an emoji icon and nothing for an image or none', () => {
    expect(emojiOf(' 💻 ')).toBe('💻');
    expect(emojiOf('/media/brands/x-640.webp')).toBe('');
    expect(emojiOf(null)).toBe('');
  });
});
