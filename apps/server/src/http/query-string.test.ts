import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.js';

describe('parseQueryString', () => {
  it('builds a prototype-less object, so a parameter named after an Object method is only a parameter', () => {
    const query = parseQueryString('__proto__=1&constructor=2&toString=3');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.entries(query)).toEqual([
      ['__proto__', '1'],
      ['constructor', '2'],
      ['toString', '3'],
    ]);
  });

  it('decodes as the browser does: plus as space, repeats as a list, broken escapes as U+FFFD', () => {
    expect({ ...parseQueryString('q=%D8%A7%D9%84+x&a=1&a=2&b') }).toEqual({
      q: 'ال x',
      a: ['1', '2'],
      b: '',
    });
    expect(parseQueryString('q=%E0%A4%A').q).toBe(new URLSearchParams('q=%E0%A4%A').get('q'));
  });
});
