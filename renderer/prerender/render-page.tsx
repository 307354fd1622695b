import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app';

/**
 * The markup of the app at `path` as a signed-out visitor's browser first renders it, once every
 * lazy page has loaded. In StrictMode as main.tsx renders it; the Router only gives the path, which
 * the browser reads from its address bar.
 */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const markup = await new Response(prelude).text();
  // A part that failed would be rendered by the browser instead: the build should say so.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  return markup;
}
