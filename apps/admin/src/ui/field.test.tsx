import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { Field, inputClass } from './field';
import { PasswordField } from './text-field';

function NameField({ error, hint, required }: { error?: string; hint?: string; required?: boolean }) {
  return (
    <Field label="Name / الاسم" error={error} hint={hint} required={required}>
      {(control) => <input {...control} className={inputClass(Boolean(error))} />}
    </Field>
  );
}

describe.each(LANGUAGES)('Field (%s)', (language) => {
  it('names its control by the label, and the required mark stays out of the name', () => {
    const { t } = renderInLanguage(<NameField required />, language);
    const input = screen.getByRole('textbox', { name: 'Name / الاسم' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    // The mark is explained by its title in the UI language and hidden from screen readers.
    const mark = screen.getByTitle(t('kit.field.required'));
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows an error, marks the control invalid and announces the error before the hint', () => {
    renderInLanguage(
      <NameField error="Too short / قصير جدا" hint="As on the ID / كما في البطاقة" />,
      language,
    );
    const input = screen.getByRole('textbox', { name: 'Name / الاسم' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // aria-describedby lists the error first, so it is read before the advice.
    const [errorId, hintId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Too short / قصير جدا');
    expect(document.getElementById(hintId ?? '')?.textContent).toBe('As on the ID / كما في البطاقة');
    expect(input).toBe(
      screen.getByRole('textbox', {
        description: 'Too short / قصير جدا As on the ID / كما في البطاقة',
      }),
    );
  });

  it('describes a valid control by its hint alone, and by nothing without one', () => {
    const { rerender } = renderInLanguage(<NameField hint="As on the ID" />, language);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { description: 'As on the ID' })).toBeTruthy();
    rerender(<NameField />);
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBeNull();
  });
});

describe.each(LANGUAGES)('PasswordField (%s)', (language) => {
  function Harness() {
    const [value, setValue] = useState('');
    return <PasswordField id="password" label="Password" value={value} onChange={setValue} />;
  }

  it('hides the password until the toggle shows it, the toggle named in the UI language', async () => {
    const user = userEvent.setup();
    const { t } = renderInLanguage(<Harness />, language);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret-1');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: t('login.showPassword'), pressed: false }));
    expect(input.getAttribute('type')).toBe('text');
    expect((input as HTMLInputElement).value).toBe('secret-1');
    await user.click(screen.getByRole('button', { name: t('login.hidePassword'), pressed: true }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
