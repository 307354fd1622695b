import { startGoogleBusinessStandIn } from '../../server/testing/google-business-protocol-server';
import { GOOGLE_ACCOUNT, GOOGLE_LOCATION, GOOGLE_PORT, googleStandInEnvironment } from './google-listings';

// Google's OAuth and Business Profile APIs on this machine, for google-business.spec.ts (Playwright starts
// it as a webServer). Its consent page agrees at once and sends the browser back to the app.

const environment = googleStandInEnvironment();
const google = await startGoogleBusinessStandIn({
  port: GOOGLE_PORT,
  clientId: environment.GOOGLE_BUSINESS_CLIENT_ID,
  clientSecret: environment.GOOGLE_BUSINESS_CLIENT_SECRET,
});
google.addAccount(GOOGLE_ACCOUNT);
google.addLocation(GOOGLE_ACCOUNT.name, GOOGLE_LOCATION);

const stop = () => void google.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
