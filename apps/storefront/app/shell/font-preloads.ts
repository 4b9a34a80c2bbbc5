import { preload } from 'react-dom';
// The same files app.css's @font-face rules name (Vite gives both one hashed address).
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url';
import cairoLatin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url';

/**
 * Preloads the two Cairo subsets every first screen uses (an Arabic page writes brand and model names in Latin
 * letters, an English page offers "العربية" in its header), so they arrive with the stylesheet and the page is
 * laid out once in its own font, instead of once in the fallback and again when each subset arrives. Called
 * while the root layout renders; React writes font preloads at the top of the head.
 */
export function preloadFonts(): void {
  for (const href of [cairoArabic, cairoLatin]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
