import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../testing/render-in-language';
import { DateInput } from './date-input';

function Picker({ initial }: { initial: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <label htmlFor="day">Day</label>
      <DateInput id="day" value={day} onChange={setDay} />
      <output>{day}</output>
    </>
  );
}

describe('DateInput', () => {
  it('writes the day as the Arabic screen writes dates, Latin digits, never the browser’s 11/29/2026', () => {
    renderInLanguage(<Picker initial="2026-11-29" />, 'ar');
    expect(screen.getByTestId('date-input-shown').textContent).toBe('29 نوفمبر 2026');
    // The control keeps the value a form sends (a calendar day), and is the labelled, focusable part.
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2026-11-29');
    // At rest the browser's own text is hidden under the written day; focused, it shows for typing.
    expect(input.style.color).toBe('transparent');
    fireEvent.focus(input);
    expect(input.style.color).toBe('');
    expect(screen.queryByTestId('date-input-shown')).toBeNull();
    fireEvent.blur(input);
    expect(input.style.color).toBe('transparent');
  });

  it('writes it in English on English screens, and follows a change', () => {
    renderInLanguage(<Picker initial="2026-11-29" />, 'en');
    expect(screen.getByTestId('date-input-shown').textContent).toBe('November 29, 2026');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-01' } });
    expect(screen.getByRole('status').textContent).toBe('2026-12-01');
    expect(screen.getByTestId('date-input-shown').textContent).toBe('December 1, 2026');
  });

  it('writes nothing over an empty picker (an optional start date)', () => {
    renderInLanguage(<Picker initial="" />, 'ar');
    expect(screen.queryByTestId('date-input-shown')).toBeNull();
  });
});
