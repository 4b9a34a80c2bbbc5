import '@fontsource-variable/cairo';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyDocumentLanguage, readStoredLanguage } from './i18n/language-storage';

// Set lang/dir before the first render so an English visitor never sees the page flip from RTL.
applyDocumentLanguage(readStoredLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
