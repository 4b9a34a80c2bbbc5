import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every component test starts from an empty page in the default language: what one test rendered, stored
// (local storage, cookies) or set on <html> (a language toggle sets lang and dir) must not decide the next
// test's outcome.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.title = '';
});
