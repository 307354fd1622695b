import { ArrowRightLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { Client } from '../../../shared/contract/partner';
import { napScoreExplanation } from '../../../shared/domain/nap-score';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { ClientBadges, ClientUsage } from './client-status';
import { useActAsClient } from './use-act-as-client';

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

/** The client's NAP score, or that none of its businesses was scanned yet; hovering tells how it is worked out. */
function NapScoreFigure({ score }: { score: number | null }) {
  return (
    <div className="min-w-0" title={napScoreExplanation}>
      <dt className="text-xs leading-tight text-slate-500">NAP score</dt>
      <dd className={cn('text-sm font-medium', score === null ? 'text-slate-500' : 'text-slate-900')} data-testid="client-nap-score">
        {score ?? 'Not scanned yet'}
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
              <NapScoreFigure score={client.usage.napScore} />
            </dl>
            {client.isActive ? (
              <Button
                className="mt-auto w-full"
                size="sm"
                disabled={act.isPending}
                onClick={() => act.mutate(client.id)}
              >
                <ArrowRightLeft aria-hidden="true" />
                Work in this client
                <span className="sr-only"> {client.name}</span>
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
