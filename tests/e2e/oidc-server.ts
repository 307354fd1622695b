import { startOidcTestProvider } from '../../server/testing/oidc-test-provider';

// The e2e identity provider: a real oidc-provider standing in for Google, Facebook and LinkedIn
// (Playwright starts it as a webServer; the app's strategies point at it through oidcTestEnvironment).

const port = Number(process.env.E2E_OIDC_PORT ?? 5318);
const appUrl = process.env.E2E_OIDC_APP_URL ?? `http://localhost:${process.env.E2E_PORT ?? 5317}`;

const provider = await startOidcTestProvider({ appUrl, port });

const stop = () => {
  void provider.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
