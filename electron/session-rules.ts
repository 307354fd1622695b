import { LAUNCH_SECRET_HEADER } from '../server/http/launch-guard';
import { isSameOrigin } from './navigation-rules';

type Headers = Record<string, string | string[]>;

/** The parts of Electron's Session the rules use; the real one and test fakes both fit. */
export interface SessionPort {
  webRequest: {
    onBeforeSendHeaders(
      listener: (details: { url: string; requestHeaders: Record<string, string> }, callback: (response: { requestHeaders?: Record<string, string> }) => void) => void,
    ): void;
    onHeadersReceived(
      listener: (details: { url: string; responseHeaders?: Headers }, callback: (response: { responseHeaders?: Headers }) => void) => void,
    ): void;
  };
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

function withoutHeader(headers: Headers | undefined, name: string): Headers {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([key]) => key.toLowerCase() !== name));
}

/**
 * The window's session: the launch secret goes on every request to the app's origin and nowhere
 * else (so page scripts never see it and other sites never get it), the app's pages keep the
 * server's CSP even if a response lost it, and no page is granted any permission.
 */
export function applySessionRules(session: SessionPort, appOrigin: string, launchSecret: string): void {
  session.webRequest.onBeforeSendHeaders((details, callback) => {
    if (!isSameOrigin(details.url, appOrigin)) {
      callback({ requestHeaders: details.requestHeaders });
      return;
    }
    callback({ requestHeaders: { ...details.requestHeaders, [LAUNCH_SECRET_HEADER]: launchSecret } });
  });

  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isSameOrigin(details.url, appOrigin)) {
      callback({ responseHeaders: details.responseHeaders });
      return;
    }
    // The same policy as server/http/security-headers.ts (a test keeps the two equal).
    callback({
      responseHeaders: {
        ...withoutHeader(details.responseHeaders, 'content-security-policy'),
        'Content-Security-Policy': [
          "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' https:;font-src 'self';connect-src 'self';manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
        ],
      },
    });
  });

  // Nothing in the app needs the camera, notifications, location or the like.
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
