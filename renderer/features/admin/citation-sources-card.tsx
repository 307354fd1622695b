import { useId, useState, type FormEvent } from 'react';
import { PlugZap, SearchX, Trash2 } from 'lucide-react';
import { contract as contractSchemas } from '../../../shared/contract';
import type { CitationSourceSettings } from '../../../shared/contract/admin-settings';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, SubmitButton } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCitationSources, useTestCitationSource, useUpdateCitationSource } from './queries';
import { circuitText, configuredByLabel, formatTime, isKeyed, quotaText, retentionText, sourceTestId } from './citation-source-text';
import { DataAxleSwitch } from './data-axle-switch';

const updateBody = contractSchemas.adminCitationSources.updateCitationSource.body;

/** Where citation scans look businesses up: each source on or off, its key or switch, a live test and how it stands. */
export function CitationSourcesCard() {
  const sources = useCitationSources();
  return (
    <Card data-testid="citation-sources-card">
      <CardHeader>
        <CardTitle>Citation sources</CardTitle>
        <CardDescription>
          Where citation scans look a business up. Yelp, Foursquare and Google Places are on while they have an API key;
          OpenStreetMap and listing pages are switched on or off. A key set in the server environment takes precedence.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!sources.data ? (
          <QueryStatus query={sources} subject="the citation sources" />
        ) : sources.data.length === 0 ? (
          <EmptyState icon={SearchX} title="No citation sources" description="This server offers no citation sources." compact />
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="citation-sources-list">
            {sources.data.map((source) => (
              <li key={source.id} className="py-5 first:pt-0 last:pb-0">
                <CitationSourceRow source={source} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CitationSourceRow({ source }: { source: CitationSourceSettings }) {
  const headingId = useId();
  const testId = sourceTestId(source.id);
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {source.name}
        </h3>
        <Badge tone={source.enabled ? 'green' : 'grey'} data-testid={`${testId}-state`} data-enabled={String(source.enabled)}>
          {source.enabled ? 'On' : 'Off'}
        </Badge>
        <span className="text-xs text-slate-500" data-testid={`${testId}-configured-by`}>
          {configuredByLabel(source)}
        </span>
      </div>
      {isKeyed(source) ? <SourceKey source={source} /> : <SourceSwitch source={source} />}
      <SourceHealth source={source} />
      <SourceTest source={source} />
    </section>
  );
}

/** A keyed source's write-only key: typed into a password field and saved, or removed; neither while the environment sets it. */
function SourceKey({ source }: { source: CitationSourceSettings }) {
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string>();
  const update = useUpdateCitationSource(source.id);
  const testId = sourceTestId(source.id);
  const fromEnvironment = source.configuredBy === 'environment';
  const removing = update.isPending && update.variables?.apiKey === null;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateBody.safeParse({ apiKey });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'That does not look like an API key');
      return;
    }
    try {
      await update.mutateAsync({ apiKey: parsed.data.apiKey });
      setApiKey('');
      toast({ title: `${source.name} key saved`, variant: 'success' });
    } catch (failure) {
      const fieldError = failure instanceof ApiRequestError ? failure.fieldErrors?.apiKey?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else toast({ title: `Could not save the ${source.name} key`, description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      await update.mutateAsync({ apiKey: null });
      toast({ title: `${source.name} key removed`, variant: 'success' });
    } catch (failure) {
      toast({ title: `Could not remove the ${source.name} key`, description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };

  const hint = fromEnvironment
    ? `Set by ${source.keyEnvironmentVariable ?? 'a variable'} in the server environment, which takes precedence: change or remove it there.`
    : source.keySet
      ? 'A key is saved; it is never shown. Type a new one to replace it.'
      : 'Stored encrypted; it is never shown again.';

  return (
    <form className="space-y-2" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label={source.keySet ? `New ${source.name} API key` : `${source.name} API key`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={apiKey}
        onValueChange={(value) => {
          setApiKey(value);
          setError(undefined);
        }}
        disabled={fromEnvironment}
        error={error}
        hint={hint}
        data-testid={`${testId}-key-input`}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          size="sm"
          pending={update.isPending && !removing}
          pendingLabel="Saving..."
          disabled={fromEnvironment || update.isPending || apiKey.trim() === ''}
          data-testid={`${testId}-key-save`}
        >
          Save
        </SubmitButton>
        <Button
          variant="outline"
          size="sm"
          disabled={fromEnvironment || update.isPending || !source.keySet}
          onClick={() => void remove()}
          data-testid={`${testId}-key-remove`}
        >
          <Trash2 aria-hidden="true" />
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </form>
  );
}

/** An open source's switch, saved as soon as it is flipped. */
function SourceSwitch({ source }: { source: CitationSourceSettings }) {
  const update = useUpdateCitationSource(source.id);
  const flip = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ enabled });
      toast({ title: `${source.name} switched ${enabled ? 'on' : 'off'}`, variant: 'success' });
    } catch (failure) {
      toast({ title: `Could not switch ${source.name}`, description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <DataAxleSwitch
      label={`Use ${source.name} in citation scans`}
      description={
        source.configuredBy === 'default'
          ? 'Not chosen yet: on in production, off in the sandbox.'
          : source.configuredBy === 'environment'
            ? 'Its address is set in the server environment.'
            : undefined
      }
      checked={source.enabled}
      disabled={update.isPending}
      onCheckedChange={(enabled) => void flip(enabled)}
      data-testid={`${sourceTestId(source.id)}-switch`}
    />
  );
}

/** Quota, breaker, last error, what is kept and the attribution its terms ask for; only what is known. */
function SourceHealth({ source }: { source: CitationSourceSettings }) {
  const testId = sourceTestId(source.id);
  const quota = quotaText(source.quota);
  const circuit = circuitText(source.circuit);
  const retention = retentionText(source.retention);
  if (!quota && !circuit && !source.lastError && !retention && !source.attribution) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {quota && (
        <>
          <dt className="text-slate-500">Quota</dt>
          <dd className="text-slate-700" data-testid={`${testId}-quota`}>
            {quota}
          </dd>
        </>
      )}
      {circuit && (
        <>
          <dt className="text-slate-500">Calls</dt>
          <dd className="text-amber-800" data-testid={`${testId}-circuit`} data-circuit={source.circuit ?? undefined}>
            {circuit}
          </dd>
        </>
      )}
      {source.lastError && (
        <>
          <dt className="text-slate-500">Last error</dt>
          <dd className="text-red-700" data-testid={`${testId}-last-error`}>
            {source.lastError}
            {source.lastErrorAt && (
              <>
                {' '}
                (<time dateTime={source.lastErrorAt}>{formatTime(source.lastErrorAt)}</time>)
              </>
            )}
          </dd>
        </>
      )}
      {retention && (
        <>
          <dt className="text-slate-500">Kept</dt>
          <dd className="text-slate-700">{retention}</dd>
        </>
      )}
      {source.attribution && (
        <>
          <dt className="text-slate-500">Attribution</dt>
          <dd className="text-slate-700" data-testid={`${testId}-attribution`}>
            {source.attribution}
          </dd>
        </>
      )}
    </dl>
  );
}

/** One real call with what is saved, and what it answered. */
function SourceTest({ source }: { source: CitationSourceSettings }) {
  const test = useTestCitationSource(source.id);
  const testId = sourceTestId(source.id);
  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" disabled={test.isPending} onClick={() => test.mutate()} data-testid={`${testId}-test-button`}>
        <PlugZap aria-hidden="true" />
        {test.isPending ? 'Testing...' : 'Test connection'}
      </Button>
      {test.isError ? (
        <Alert variant="destructive" data-testid={`${testId}-test-result`} data-ok="false">
          {failureMessage(test.error, 'The connection test could not run.')}
        </Alert>
      ) : test.data ? (
        <Alert variant={test.data.ok ? 'success' : 'destructive'} data-testid={`${testId}-test-result`} data-ok={String(test.data.ok)}>
          <span className="font-medium">{test.data.ok ? 'Connection works' : 'Connection failed'}</span>: {test.data.message}
        </Alert>
      ) : null}
    </div>
  );
}
