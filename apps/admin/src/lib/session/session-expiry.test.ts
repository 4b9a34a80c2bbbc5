import { TIME_LIMIT_WARNING_MS } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { expiryStep, learnSessionExpiry, sessionExpiry } from './session-expiry';

const END = Date.parse('2026-11-29T20:00:00Z');
const expiry = { expiresAt: END, learnedAt: END - 12 * 60 * 60 * 1000 };

describe('expiryStep', () => {
  it('asks when the end is not known yet, and stays quiet when the server does not say it', () => {
    expect(expiryStep(null, 0, END - 1)).toBe('ask');
    expect(expiryStep('untold', 0, END + 1)).toBe('quiet');
  });

  it('stays quiet until the warning time before the end', () => {
    expect(expiryStep(expiry, 0, END - TIME_LIMIT_WARNING_MS - 1)).toBe('quiet');
  });

  it('warns within the warning time when nothing has used the session since the end was learned', () => {
    expect(expiryStep(expiry, expiry.learnedAt, END - TIME_LIMIT_WARNING_MS)).toBe('warn');
    expect(expiryStep(expiry, expiry.learnedAt - 1, END - 1)).toBe('warn');
  });

  it('asks again instead of warning when a later request was answered (it pushed the end forward)', () => {
    expect(expiryStep(expiry, expiry.learnedAt + 1, END - 60_000)).toBe('ask');
  });

  it('says ended once the end has passed', () => {
    expect(expiryStep(expiry, expiry.learnedAt + 1, END)).toBe('ended');
  });
});

describe('learnSessionExpiry', () => {
  it('keeps the end the server said, with when it was learned; an absent or broken value is untold', () => {
    learnSessionExpiry('2026-11-29T20:00:00.000Z', 1234);
    expect(sessionExpiry()).toEqual({ expiresAt: END, learnedAt: 1234 });
    learnSessionExpiry(null);
    expect(sessionExpiry()).toBe('untold');
    learnSessionExpiry('not a date');
    expect(sessionExpiry()).toBe('untold');
  });
});
