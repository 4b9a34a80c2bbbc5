import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { ToggleSwitch } from './toggle-switch';

function Active({ onChange, disabled }: { onChange: (checked: boolean) => void; disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <ToggleSwitch
      checked={checked}
      label="Active: Galaxy S24"
      disabled={disabled}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe.each(LANGUAGES)('ToggleSwitch (%s)', (language) => {
  it('is a switch named for its row that flips by click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(checked: boolean) => void>();
    renderInLanguage(<Active onChange={onChange} />, language);
    const toggle = screen.getByRole('switch', { name: 'Active: Galaxy S24' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(checked: boolean) => void>();
    renderInLanguage(<Active onChange={onChange} disabled />, language);
    await user.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});
