import type { catalogIconAr } from './catalog-icon.ar.js';

// English strings of the icon picker (ui/icon-picker.tsx), spread into en.ts.
export const catalogIconEn: Record<keyof typeof catalogIconAr, string> = {
  'icon.current': 'Current icon',
  'icon.none': 'No icon',
  'icon.remove': 'Remove the icon',
  'icon.upload': 'Upload an icon',
  'icon.hint': 'Choose an image file only (JPEG, PNG, WebP or AVIF), up to {max} MB.',
  'icon.emoji': 'Or an emoji',
  'icon.emojiHint': 'The emoji shows instead of a picture. Drawn pictures look the same on every device.',
};
