import { formatNumber } from '@matjar/core';
import { DEFAULT_LANGUAGE, translate, type Language } from '../i18n/translate';

/** Past this many unread alerts the title says "(99+)", as the bell's badge does. */
const MOST_UNREAD_SHOWN = 99;

/**
 * The tab's title with the unread new-order alerts in front — "(3) لوحة التحكم — متجر", "(3) Matjar back
 * office" — so a busy tab among many says so; with nothing unread, the title alone.
 */
export function titleWithUnread(title: string, unread: number, language: Language): string {
  if (unread <= 0) return title;
  const count =
    unread > MOST_UNREAD_SHOWN
      ? `${formatNumber(MOST_UNREAD_SHOWN, language)}+`
      : formatNumber(unread, language);
  return `(${count}) ${title}`;
}

/** A screen's own title before the back office's name: "Orders — Matjar back office", unique per screen. */
export function screenTitle(screen: string | null, appTitle: string): string {
  return screen ? `${screen} — ${appTitle}` : appTitle;
}

// Three owners write the title, each its own part: the language (i18n/language-storage.ts), the unread count
// (the alerts bell) and the screen (its heading, ui/page-heading.tsx). Kept here so none overwrites another's
// part, whichever runs last.
let titleLanguage: Language = DEFAULT_LANGUAGE;
let titleUnread = 0;
let titleScreen: string | null = null;

function showTitle(): void {
  const title = screenTitle(titleScreen, translate(titleLanguage, 'app.documentTitle'));
  document.title = titleWithUnread(title, titleUnread, titleLanguage);
}

/** The screen's own title (its heading's words), or null for the back office's name alone. */
export function setTitleScreen(screen: string | null): void {
  if (screen === titleScreen) return;
  titleScreen = screen;
  showTitle();
}

/** The title in the UI language (called when the language is applied). */
export function setTitleLanguage(language: Language): void {
  titleLanguage = language;
  showTitle();
}

/** The unread new-order alerts in front of the title; 0 shows the title alone. */
export function setTitleUnread(unread: number): void {
  titleUnread = unread;
  showTitle();
}
