/** The parts of Electron's WebContents the rules use; the real one and test fakes both fit. */
export interface NavigableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { url: string; preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void;
}

/** Parses `url` and returns it normalised when it is an http(s) link, else undefined. */
export function externalLink(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}

export function isSameOrigin(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}

/**
 * Keeps the window on the app's own origin: other pages are never loaded inside it (they would
 * inherit its privileges), new windows are never created, and http(s) links to other sites go to
 * the system browser. Anything else (file:, javascript:, custom schemes) is dropped.
 */
export function applyNavigationRules(
  contents: NavigableContents,
  appOrigin: string,
  openExternal: (url: string) => void,
): void {
  const openIfExternal = (url: string): void => {
    const link = externalLink(url);
    // App URLs stay out of the system browser: the local server is meant for this window only.
    if (link !== undefined && !isSameOrigin(link, appOrigin)) openExternal(link);
  };

  // A server redirect moves the window as a link does, so it is held to the same rule.
  for (const moving of ['will-navigate', 'will-redirect'] as const) {
    contents.on(moving, (event) => {
      if (isSameOrigin(event.url, appOrigin)) return;
      event.preventDefault();
      openIfExternal(event.url);
    });
  }

  contents.setWindowOpenHandler(({ url }) => {
    openIfExternal(url);
    return { action: 'deny' };
  });
}
