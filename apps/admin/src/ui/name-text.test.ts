import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NameText } from './name-text.js';

const render = (name: string, message?: string) =>
  renderToStaticMarkup(createElement(NameText, { name, message }));
// Markup back to text, as a browser's textContent reads it.
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('NameText', () => {
  it('sets each Latin run of an Arabic name left-to-right in its own bdi', () => {
    expect(render('سامسونج جالكسي S25+')).toBe('سامسونج جالكسي <bdi dir="ltr">S25+</bdi>');
    expect(render('سماعات سوني WH-1000XM5 لاسلكية')).toBe(
      'سماعات سوني <bdi dir="ltr">WH-1000XM5</bdi> لاسلكية',
    );
  });

  it('keeps an English name whole in one left-to-right run and an Arabic one as plain text', () => {
    expect(render('Canon EOS R50')).toBe('<bdi dir="ltr">Canon EOS R50</bdi>');
    expect(render('هواتف')).toBe('هواتف');
  });

  it('adds no characters: the text is exactly the name', () => {
    for (const name of [
      'آيفون 15 Pro Max',
      'سماعات سوني WH-1000XM5',
      'بطاقة Google Play 50',
      'ساعة (Series 9).',
    ])
      expect(textOf(render(name))).toBe(name);
  });

  it('puts the name into a message in its own bdi, the words around it left as they are', () => {
    expect(render('سامسونج جالكسي S25+', 'تعديل المنتج: {name}')).toBe(
      'تعديل المنتج: <bdi>سامسونج جالكسي <bdi dir="ltr">S25+</bdi></bdi>',
    );
    expect(textOf(render('Canon EOS R50', 'Edit product: {name}'))).toBe('Edit product: Canon EOS R50');
  });
});
