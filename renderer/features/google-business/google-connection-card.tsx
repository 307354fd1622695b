import type { GoogleBusinessStatus } from '../../../shared/contract/google-business';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CopyableField } from '../../components/ui/copyable-field';
import { RelativeTime } from '../../components/ui/relative-time';
import { desktopBridge } from '../../lib/desktop';
import { useRoleAtLeast } from '../organization/use-role-at-least';
import { ConnectGoogleButton } from './connect-google-button';
import { DisconnectGoogle } from './disconnect-google';
import { linkedCountText } from './google-business-text';

interface GoogleConnectionCardProps {
  status: GoogleBusinessStatus;
  /** When the status was loaded: the connection's age reads relative to it. */
  loadedAt: number;
}

/** Whether this instance can reach Google, and the organization's connection: connect, connect again or disconnect. */
export function GoogleConnectionCard({ status, loadedAt }: GoogleConnectionCardProps) {
  const canManage = useRoleAtLeast('admin');
  const { connection } = status;
  return (
    <Card data-testid="google-connection-card">
      <CardHeader>
        <CardTitle>Connection</CardTitle>
        <CardDescription>
          Citewise reads your Google locations and their figures, and updates them from your profiles, with the access your Google
          account grants.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!status.available && <GoogleUnavailable status={status} />}
        {connection ? (
          <>
            <p className="text-sm text-slate-700" data-testid="google-connected">
              {/* The time stands alone ('Just now' starts with a capital), so the sentence ends before it. */}
              Connected{connection.connectedBy && <> by {connection.connectedBy}</>}
              <span className="text-slate-500">
                {' '}
                · <RelativeTime at={connection.connectedAt} now={loadedAt} /> · {linkedCountText(status.linkedBusinesses)}
              </span>
            </p>
            {connection.needsReconnect && (
              <Alert variant="warning" data-testid="google-needs-reconnect">
                <p className="font-medium">Google no longer accepts this connection</p>
                <p>Access was removed at Google or has expired. Connect again to go on reading and updating your locations.</p>
              </Alert>
            )}
            {canManage && (
              <div className="flex flex-wrap gap-2">
                {connection.needsReconnect && status.available && <ConnectGoogleButton label="Connect again" />}
                <DisconnectGoogle />
              </div>
            )}
          </>
        ) : (
          status.available &&
          (canManage ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-600">
                Not connected. Google asks you to choose the account whose locations Citewise may manage.
              </p>
              <ConnectGoogleButton />
            </div>
          ) : (
            <p className="text-sm text-slate-600" data-testid="google-connect-who">
              Not connected. An owner or admin of the organization can connect Google.
            </p>
          ))
        )}
        {status.note && (
          <Alert data-testid="google-note">
            {status.note}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** Why this instance cannot connect; when it only lacks the OAuth client, the address to register with it. */
function GoogleUnavailable({ status }: { status: GoogleBusinessStatus }) {
  // The desktop app's address changes with each start, so it has nothing to register.
  const notConfigured = status.configuredBy === null && !desktopBridge().isDesktop;
  return (
    <div className="space-y-3">
      <Alert variant="warning" data-testid="google-unavailable">
        {status.unavailableReason ?? 'Google Business Profile is not available here.'}
      </Alert>
      {notConfigured && (
        <div className="space-y-2" data-testid="google-redirect">
          <p className="text-sm text-slate-600">
            Register this address as an authorized redirect URI of the OAuth client in the Google Cloud project:
          </p>
          <CopyableField label="Redirect URI" value={status.redirectUri} data-testid="google-redirect-uri" />
        </div>
      )}
    </div>
  );
}
