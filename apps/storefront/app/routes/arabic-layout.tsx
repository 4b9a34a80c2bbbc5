import { Outlet } from 'react-router';
import { ar } from '../i18n/ar.js';
import { registerCatalog } from '../i18n/t.js';

// Every Arabic page is a child of this layout: loading it brings the Arabic messages, and only them.
registerCatalog('ar', ar);

export default function ArabicLayout() {
  return <Outlet />;
}
