import { formatNumber } from '@matjar/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTitleLanguage, setTitleScreen, setTitleUnread, titleWithUnread } from './document-title';

describe('the tab title with unread new-order alerts', () => {
  it('puts the count in front, in the language’s digits', () => {
    expect(titleWithUnread('Matjar back office', 3, 'en')).toBe('(3) Matjar back office');
    expect(titleWithUnread('لوحة التحكم — متجر', 3, 'ar')).toBe(
      `(${formatNumber(3, 'ar')}) لوحة التحكم — متجر`,
    );
  });

  it('is the title alone when nothing is unread', () => {
    expect(titleWithUnread('Matjar back office', 0, 'en')).toBe('Matjar back office');
  });

  it('says 99+ past 99, as the bell does', () => {
    expect(titleWithUnread('Matjar back office', 99, 'en')).toBe('(99) Matjar back office');
    expect(titleWithUnread('Matjar back office', 140, 'en')).toBe('(99+) Matjar back office');
  });
});

describe('the document title', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the count when the language changes and the language when the count does', () => {
    const page = { title: '' };
    vi.stubGlobal('document', page);
    setTitleLanguage('en');
    expect(page.title).toBe('Matjar back office');
    setTitleUnread(2);
    expect(page.title).toBe('(2) Matjar back office');
    setTitleLanguage('ar');
    expect(page.title).toBe(`(${formatNumber(2, 'ar')}) لوحة التحكم — متجر`);
    // Read: the count leaves, the title stays in the language.
    setTitleUnread(0);
    expect(page.title).toBe('لوحة التحكم — متجر');
  });

  it('names the screen before the back office, with the count in front', () => {
    const page = { title: '' };
    vi.stubGlobal('document', page);
    setTitleLanguage('en');
    setTitleUnread(0);
    setTitleScreen('Orders');
    expect(page.title).toBe('Orders — Matjar back office');
    setTitleUnread(4);
    expect(page.title).toBe('(4) Orders — Matjar back office');
    setTitleLanguage('ar');
    setTitleScreen('الطلبات');
    expect(page.title).toBe(`(${formatNumber(4, 'ar')}) الطلبات — لوحة التحكم — متجر`);
    setTitleUnread(0);
    setTitleScreen(null);
    expect(page.title).toBe('لوحة التحكم — متجر');
  });
});
