import { ArrowRightLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { Client } from '../../../shared/contract/partner';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tooltip } from '../../components/ui/tooltip';
import { ClientBadges, ClientUsage } from './client-status';
import { useActAsClient } from './use-act-as-client';

const NOT_YET = 'Available once citations are scanned';

// The NAP score arrives with the citation scanner; no figure is shown before.
const PENDING_FIGURES = ['NAP score'];

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs leading-tight text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function PendingFigure({ label }: { label: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs leading-tight text-slate-500">{label}</dt>
      <dd>
        <Tooltip content={NOT_YET}>
          <button
            type="button"
            aria-label={`${label}: not available yet. ${NOT_YET}.`}
            className="cursor-help rounded text-sm font-medium text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            —
          </button>
        </Tooltip>
      </dd>
    </div>
  );
}

/** Each client at a glance, with a quick way to work in it. */
export function ClientOverview({ clients }: { clients: readonly Client[] }) {
  const act = useActAsClient();
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Clients">
      {clients.map((client) => (
        <li key={client.id}>
          <Card className="flex h-full flex-col gap-4 p-5" data-testid="client-card" data-name={client.name}>
            <div className="min-w-0">
              <h2 className="truncate text-base font-semibold text-slate-900" title={client.name}>
                {client.name}
              </h2>
              <div className="mt-2">
                <ClientBadges client={client} />
              </div>
            </div>
            <ClientUsage client={client} />
            <dl className="grid grid-cols-3 gap-3 border-t border-slate-100 pt-3">
              <Figure label="Live listings" value={client.usage.liveListings} testId="client-live-listings" />
              <Figure label="Open citation issues" value={client.usage.openIssues} testId="client-open-issues" />
              {PENDING_FIGURES.map((label) => (
                <PendingFigure key={label} label={label} />
              ))}
            </dl>
            {client.isActive ? (
              <Button
                className="mt-auto w-full"
                size="sm"
                aria-label={`Work in ${client.name}`}
                disabled={act.isPending}
                onClick={() => act.mutate(client.id)}
              >
                <ArrowRightLeft aria-hidden="true" />
                Work in this client
              </Button>
            ) : (
              <Link href="/partner/clients" className={buttonClasses('outline', 'sm', 'mt-auto w-full')}>
                Paused: resume it in Client Management
              </Link>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
