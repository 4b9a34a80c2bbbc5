import { describe, expect, it } from 'vitest';
import { parseRichText, safeLinkHref } from './rich-text.js';

describe('rich text of the shop pages (decision 031)', () => {
  it('reads headings, paragraphs, lists, bold and links', () => {
    expect(
      parseRichText(
        '## Returns\nWithin **14 days**\nwith the invoice.\n\n- Call [us](tel:+97450001234)\n- Write [here](mailto:help@example.qa)\n\nSee [the law](https://example.qa/law).',
      ),
    ).toEqual([
      { kind: 'heading', inlines: [{ kind: 'text', text: 'Returns' }] },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'Within ' },
          { kind: 'bold', text: '14 days' },
          { kind: 'text', text: ' with the invoice.' },
        ],
      },
      {
        kind: 'list',
        items: [
          [
            { kind: 'text', text: 'Call ' },
            { kind: 'link', text: 'us', href: 'tel:+97450001234' },
          ],
          [
            { kind: 'text', text: 'Write ' },
            { kind: 'link', text: 'here', href: 'mailto:help@example.qa' },
          ],
        ],
      },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'See ' },
          { kind: 'link', text: 'the law', href: 'https://example.qa/law' },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JavaScript:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '[x](//evil.example)',
    '[x](/relative)',
    '[x](https:evil)',
  ])('leaves an unsafe link %j as its label, plain text', (text) => {
    const blocks = parseRichText(text);
    expect(JSON.stringify(blocks)).not.toContain('"link"');
    expect(blocks).toEqual([{ kind: 'paragraph', inlines: [{ kind: 'text', text: expect.any(String) }] }]);
  });

  it('keeps markup typed as HTML as text (the screen escapes it as text)', () => {
    const text = '<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:x">y</a>';
    expect(parseRichText(text)).toEqual([{ kind: 'paragraph', inlines: [{ kind: 'text', text }] }]);
  });

  it('allows only http(s), mailto and tel addresses', () => {
    expect(safeLinkHref('https://wa.me/97450001234')).toBe('https://wa.me/97450001234');
    expect(safeLinkHref('http://example.qa')).toBe('http://example.qa');
    expect(safeLinkHref('mailto:a@b.qa')).toBe('mailto:a@b.qa');
    expect(safeLinkHref('tel:+974 5000')).toBeNull();
    expect(safeLinkHref('tel:+97450001234')).toBe('tel:+97450001234');
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref(' javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('https://x.qa/"onmouseover="alert(1)')).toBeNull();
  });
});
