import { describe, expect, it } from 'vitest';
import { normalizeHexColor, pickerValue } from './color-field-value';

describe('hex colour text', () => {
  it.each([
    ['#ffffff', '#ffffff'],
    ['#1D4ED8', '#1d4ed8'],
    ['1d4ed8', '#1d4ed8'],
    ['  #8a1538 ', '#8a1538'],
    ['#fff', '#ffffff'],
    ['F0a', '#ff00aa'],
  ])('reads %j as %s', (text, color) => {
    expect(normalizeHexColor(text)).toBe(color);
  });

  it.each(['', '#', '#12', '#12345', '#1234567', '#ggg000', 'red', 'rgb(0,0,0)'])('refuses %j', (text) => {
    expect(normalizeHexColor(text)).toBeNull();
  });

  it('keeps the swatch on the last good colour while the text is half typed', () => {
    expect(pickerValue('#1d4', '#8a1538')).toBe('#11dd44');
    expect(pickerValue('#1d4e', '#8a1538')).toBe('#8a1538');
    expect(pickerValue('', '#FFFFFF')).toBe('#ffffff');
    expect(pickerValue('', 'nonsense')).toBe('#000000');
  });
});
