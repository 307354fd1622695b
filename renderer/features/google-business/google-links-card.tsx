import type { contract as contractTypes } from '../../../shared/contract';
import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MapPinOff, Store } from 'lucide-react';
import { Link } from 'wouter';
import type { RouteResponse } from '../../../shared/contract/route';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { GoogleLinkTableRow } from './google-link-row';
import { locationChoice } from './location-options';

const COLUMNS = ['Business', 'On Google', 'Link to', ''] as const;
/** The server lists this many locations and businesses at most. */
const LINK_ROWS_LIMIT = 500;

type GoogleLocationsAnswer = RouteResponse<typeof contractTypes.googleBusiness.locations>;

/** Which Google location each business is, with the suggestions to confirm and a choice of any other. */
export function GoogleLinksCard({ query }: { query: UseQueryResult<GoogleLocationsAnswer> }) {
  return (
    <Card data-testid="google-links-card">
      <CardHeader>
        <CardTitle>Businesses and their Google locations</CardTitle>
        <CardDescription>
          Link each business to its location on Google: Citewise then compares them, updates Google from the profile and reports
          Google&apos;s own figures. A location like the business is suggested; confirm it or choose another.
        </CardDescription>
      </CardHeader>
      {!query.data ? (
        <CardContent>
          <QueryStatus query={query} subject="your Google locations" />
        </CardContent>
      ) : (
        <GoogleLinksContent answer={query.data} />
      )}
    </Card>
  );
}

function GoogleLinksContent({ answer }: { answer: GoogleLocationsAnswer }) {
  const choice = useMemo(() => locationChoice(answer.locations, answer.rows), [answer]);
  if (answer.locations.length === 0) {
    return (
      <EmptyState
        icon={MapPinOff}
        title="No locations in this Google account"
        description="The connected Google account manages no Business Profile locations. Connect the account that does, or add them at Google."
        compact
      />
    );
  }
  if (answer.rows.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title="Add a business first"
        description="Each business of yours can then be linked to its Google location."
        action={
          <Link href="/businesses" className={buttonClasses('outline')}>
            Go to Business Profiles
          </Link>
        }
        compact
      />
    );
  }
  return (
    <div className="space-y-4 pb-2">
      {answer.truncated && (
        <Alert className="mx-5 sm:mx-6" data-testid="google-links-truncated">
          Showing the first {LINK_ROWS_LIMIT} locations and businesses.
        </Alert>
      )}
      <table className="w-full text-left text-sm max-md:block" data-testid="google-links-table">
        <caption className="sr-only">Businesses and their Google locations</caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase max-md:hidden">
          <tr>
            {COLUMNS.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3 first:pl-6 last:pr-6">
                {column || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block max-md:border-t max-md:border-slate-200">
          {answer.rows.map((row) => (
            <GoogleLinkTableRow key={row.businessId} row={row} choice={choice} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
