import { describe, expect, it } from 'vitest';
import { hasBidiControls, stripBidiControls } from './shopper-text.js';

describe('stripBidiControls', () => {
  it('removes every embedding, override and isolate control', () => {
    for (let code = 0x202a; code <= 0x202e; code += 1) {
      expect(stripBidiControls(`Ali ${String.fromCodePoint(code)}nimda`)).toBe('Ali nimda');
    }
    for (let code = 0x2066; code <= 0x2069; code += 1) {
      expect(stripBidiControls(`55${String.fromCodePoint(code)}12 34`)).toBe('5512 34');
    }
    expect(stripBidiControls('\u202E\u202E\u2066x\u2069\u202C')).toBe('x');
  });

  it('keeps the direction marks and every other character', () => {
    const text = 'علي\u200F Ali\u200E 🙂 ٥٥٥ ،';
    expect(stripBidiControls(text)).toBe(text);
    expect(hasBidiControls(text)).toBe(false);
    expect(hasBidiControls('Ali \u202Enimda')).toBe(true);
  });
});
