// First: zod's settings must be in place before any module builds a schema.
import '@/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from '@/app/root';
import { listenForInstallPrompt, registerServiceWorker } from '@/features/pwa';
import { startLanguage } from '@/lib/language';
import './styles.css';

// The stored language (or Norwegian) on <html lang>; i18next joins in with the full app.
startLanguage();
listenForInstallPrompt();
// Only the built app has /sw.js; in development Vite serves fresh files and a worker would not.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    registerServiceWorker().catch(() => {
      // No worker (private mode, a refused registration): the app works, only not offline.
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
