import { Outlet } from 'react-router';
import { en } from '../i18n/en.js';
import { registerCatalog } from '../i18n/t.js';

// Every English page (under /en) is a child of this layout: loading it brings the English messages only.
registerCatalog('en', en);

export default function EnglishLayout() {
  return <Outlet />;
}
