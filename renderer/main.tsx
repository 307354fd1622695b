// First, before any schema is used.
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { captureInstallOffers } from './features/pwa/install-offer';
import { shouldUseServiceWorker, startServiceWorker } from './features/pwa/service-worker-client';
import { getStoredUser } from './lib/session-storage';
import { DEFERRED_STYLESHEET_ATTRIBUTE, hydratesPrerenderedPage } from './prerender/prerendered-pages';
import './styles.css';

// Before the first render: the browser may say the app is installable at any time from here on.
captureInstallOffers(window);

// A prerendered page painted with the CSS it uses inline; the screens after it need the rest.
for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) link.media = 'all';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Other markup (a page for another path, say) is replaced by the first render. Hydration yields to
// the browser between components by itself; a first render does so only as a transition, so a phone
// stays responsive while the dashboard is built rather than blocked for one long task.
if (hydratesPrerenderedPage(root, window.location.pathname, getStoredUser() !== null)) hydrateRoot(root, app);
else {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

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
