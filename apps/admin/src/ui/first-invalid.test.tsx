import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useI18n } from '../i18n/language-context';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { Field, inputClass } from './field';
import { focusFirstInvalid, useFocusFirstInvalid } from './first-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid that can take focus, in reading order', () => {
    render(
      <form data-testid="form">
        <input aria-label="fine" />
        <input aria-label="hidden" aria-invalid="true" hidden />
        <input aria-label="disabled" aria-invalid="true" disabled />
        <input aria-label="first to correct" aria-invalid="true" />
        <input aria-label="second to correct" aria-invalid="true" />
      </form>,
    );
    const first = screen.getByRole('textbox', { name: 'first to correct' });
    expect(focusFirstInvalid(screen.getByTestId('form'))).toBe(first);
    expect(document.activeElement).toBe(first);
  });

  it('leaves focus where it is when nothing is marked', () => {
    render(
      <form data-testid="form">
        <button type="submit">Save</button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    expect(focusFirstInvalid(screen.getByTestId('form'))).toBeNull();
    expect(document.activeElement).toBe(save);
  });
});

/** A form whose messages appear with the render after Save, as react-hook-form's and the server's do. */
function TwoFieldForm() {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', price: '' });
  const [refusals, setRefusals] = useState(0);
  useFocusFirstInvalid(form, refusals);
  const error = (value: string) => (refusals > 0 && value === '' ? t('products.form.required') : undefined);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (values.name === '' || values.price === '') setRefusals((count) => count + 1);
      }}
    >
      {(['name', 'price'] as const).map((key) => (
        <Field key={key} label={t(`products.field.${key}`)} error={error(values[key])}>
          {(wiring) => (
            <input
              {...wiring}
              className={inputClass(Boolean(wiring['aria-invalid']))}
              value={values[key]}
              onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
            />
          )}
        </Field>
      ))}
      <button type="submit">{t('common.save')}</button>
    </form>
  );
}

describe.each(LANGUAGES)('a refused save (%s)', (language) => {
  it('takes focus to the first field to correct, then to the next one left', async () => {
    const user = userEvent.setup();
    const { t } = renderInLanguage(<TwoFieldForm />, language);
    const name = screen.getByRole('textbox', { name: t('products.field.name') });
    const price = screen.getByRole('textbox', { name: t('products.field.price') });
    const save = screen.getByRole('button', { name: t('common.save') });

    await user.click(save);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.type(name, 'Lamp');
    await user.click(save);
    expect(document.activeElement).toBe(price);
  });
});
