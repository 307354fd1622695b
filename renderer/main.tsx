// First, before any schema is used.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { captureInstallOffers } from './features/pwa/install-offer';
import { shouldUseServiceWorker, startServiceWorker } from './features/pwa/service-worker-client';
import './styles.css';

// Before the first render: the browser may say the app is installable at any time from here on.
captureInstallOffers(window);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// After the page has loaded, so caching the app's files does not compete with showing it.
if (shouldUseServiceWorker(window)) {
  window.addEventListener('load', () => {
    void startServiceWorker({
      container: navigator.serviceWorker,
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      reload: () => window.location.reload(),
    });
  });
}
