import { useEffect, useRef, useState } from 'react';
import { History, X } from 'lucide-react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { TextField } from '../../components/ui/text-field';
import { QueryStatus } from '../../components/ui/query-status';
import { useAuditLog } from './queries';
import { AuditEntryItem } from './audit-entry-item';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export const AUDIT_LOG_ID = 'audit-log';

/** The organization the address asks the log to show, as the organization lists link to it. */
export function useOrganizationInAddress(): string {
  return new URLSearchParams(useSearch()).get('organizationId') ?? '';
}

/**
 * Who did what and when, newest first, a page at a time; filtered by an organization when the
 * address names one or the administrator types its id. Shown on demand, it scrolls into view.
 */
export function AuditLog() {
  const linkedOrganization = useOrganizationInAddress();
  const [organizationId, setOrganizationId] = useState(linkedOrganization);
  const filter = useDebouncedValue(organizationId).trim();
  const log = useAuditLog(filter);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const sectionRef = useRef<HTMLElement>(null);

  const loaded = Boolean(log.data);
  useEffect(() => {
    if (loaded) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  return (
    <Card ref={sectionRef} id={AUDIT_LOG_ID} aria-labelledby="audit-log-title" className="scroll-mt-20" data-testid="audit-log">
      <CardHeader>
        <CardTitle id="audit-log-title">Audit log</CardTitle>
        <CardDescription>Role changes, limits, settings and client work, newest first. Secrets are never recorded.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-end gap-2 sm:max-w-md">
          <div className="min-w-0 flex-1">
            <TextField
              label="Organization id"
              placeholder="All organizations"
              autoComplete="off"
              spellCheck={false}
              value={organizationId}
              onValueChange={setOrganizationId}
            />
          </div>
          {organizationId && (
            <Button variant="outline" size="icon" aria-label="Show all organizations" onClick={() => setOrganizationId('')}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
        {log.data ? (
          entries.length > 0 ? (
            <ul className="divide-y divide-slate-100" aria-label="Audit entries">
              {entries.map((entry) => (
                <AuditEntryItem
                  key={entry.id}
                  entry={entry}
                  loadedAt={log.dataUpdatedAt}
                  onShowOrganization={filter ? undefined : setOrganizationId}
                />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={History}
              title={filter ? 'No activity for this organization' : 'No activity recorded yet'}
              description={filter ? 'Check the id, or show all organizations.' : undefined}
              compact
            />
          )
        ) : (
          <QueryStatus query={log} subject="the audit log" />
        )}
        <LoadMore query={log} subject="entries" />
      </CardContent>
    </Card>
  );
}
