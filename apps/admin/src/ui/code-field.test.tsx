import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { CodeField } from './code-field';

function Harness({ error }: { error?: string | undefined }) {
  const [value, setValue] = useState('');
  return (
    <CodeField
      id="gtin"
      label="GTIN"
      value={value}
      onChange={setValue}
      hint="The digits under the barcode"
      error={error}
      maxLength={32}
      numeric
    />
  );
}

describe.each(LANGUAGES)('CodeField (%s)', (language) => {
  it('reads left to right with its hint, and types a key left in Arabic as its Latin digit', () => {
    renderInLanguage(<Harness />, language);
    const input = screen.getByLabelText('GTIN') as HTMLInputElement;
    expect(input.dir).toBe('ltr');
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('aria-describedby')).toBe('gtin-hint');
    // An Arabic keyboard's 4 key types ٤; a code field takes the key's digit.
    fireEvent.keyDown(input, { key: '٤', code: 'Digit4' });
    expect(input.value).toBe('4');
  });

  it('marks itself invalid and says why', () => {
    renderInLanguage(<Harness error="This GTIN is not valid" />, language);
    const input = screen.getByLabelText('GTIN');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This GTIN is not valid')).toBeTruthy();
  });
});
