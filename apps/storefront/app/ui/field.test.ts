import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './field.js';

const render = (props: Parameters<typeof TextField>[0]) =>
  renderToStaticMarkup(createElement(TextField, props));

describe('TextField', () => {
  it('ties the label and the hint to the input', () => {
    const html = render({ id: 'checkout-street', name: 'street', label: 'Street', hint: 'Number or name' });
    expect(html).toContain('<label id="checkout-street-label" for="checkout-street"');
    expect(html).toContain('aria-describedby="checkout-street-hint"');
    expect(html).toContain('<p id="checkout-street-hint"');
    expect(html).not.toContain('aria-invalid');
  });

  it('shows the error instead of the hint and marks the input invalid', () => {
    const html = render({ id: 'zone', name: 'zone', label: 'Zone', hint: 'On the plate', error: 'Required' });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="zone-error"');
    expect(html).toContain('<p id="zone-error"');
    expect(html).not.toContain('On the plate');
  });

  it('marks the label only when asked, hidden from screen readers', () => {
    expect(render({ id: 'a', label: 'Name', required: true })).not.toContain('*');
    expect(render({ id: 'a', label: 'Name', required: true, marked: true })).toContain(
      '<span aria-hidden="true" class="ms-0.5 text-red-600">*</span>',
    );
  });

  it('says a note in the label and draws a text area when multiline', () => {
    const html = render({ id: 'm', label: 'Message', note: 'optional', multiline: true, rows: 6 });
    expect(html).toContain('Message<span class="ms-1 font-normal text-slate-500">(optional)</span>');
    expect(html).toMatch(/<textarea[^>]* rows="6"/);
  });
});
