import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientSubmitButton } from './client-submit-button.js';

const form = (busy = false) => (
  <form>
    <input name="password" defaultValue="secret" />
    <ClientSubmitButton disabled={busy}>Sign in</ClientSubmitButton>
  </form>
);

describe('ClientSubmitButton', () => {
  it('is rendered by the server disabled, so the form cannot be sent natively before React runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    const button = container.querySelector('button')!;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(true);
  });

  it('becomes usable once the page is hydrated, and stays disabled while its form is busy', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(form());
    const root = await act(async () => hydrateRoot(container, form()));
    expect(container.querySelector('button')!.disabled).toBe(false);
    await act(async () => root.render(form(true)));
    expect(container.querySelector('button')!.disabled).toBe(true);
    root.unmount();
    container.remove();
  });

  it('is usable at once when it appears after hydration (a dialog, a page reached by a link)', () => {
    render(form());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
  });
});
