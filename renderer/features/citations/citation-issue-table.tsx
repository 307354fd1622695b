import { CheckCheck } from 'lucide-react';
import type { CitationIssue } from '../../../shared/contract/citations';
import { CITATION_ISSUE_LABELS } from '../../../shared/domain/citation-issues';
import { Badge } from '../../components/ui/badge';
import { Button, TEXT_TOUCH_TARGET } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { RelativeTime } from '../../components/ui/relative-time';
import { LabelledCell } from '../../components/ui/labelled-cell';
import { cn } from '../../lib/cn';
import { issueDescription } from './citation-issue-text';
import { canLookUpSourceValue, SourceValueLookup } from './source-value-lookup';

const COLUMNS = ['Business', 'Directory', 'Issue', 'Expected', 'Actual', 'Discovered', 'Status'] as const;

interface CitationIssueTableProps {
  issues: readonly CitationIssue[];
  /** When the list was loaded; times are relative to it. */
  loadedAt: number;
  /** Members and up tick and resolve; viewers only read. */
  canResolve: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange(id: string, selected: boolean): void;
  onResolve(issue: CitationIssue): void;
  /** The issue being resolved, whose button waits. */
  resolvingId: string | undefined;
  /** Narrows the screen to one business, from its name. */
  onShowBusiness(businessId: string): void;
}

/** A table from the extra-large breakpoint up (eight columns need the room); below it each issue stacks into a small card. */
export function CitationIssueTable({ issues, canResolve, ...rowProps }: CitationIssueTableProps) {
  return (
    <table className="w-full text-left text-sm max-xl:block" data-testid="citation-issues-table">
      <caption className="sr-only">Citation issues</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase max-xl:hidden">
        <tr>
          {canResolve && (
            <th scope="col" className="w-10 py-3 pl-6">
              <span className="sr-only">Selected</span>
            </th>
          )}
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 first:pl-6 last:pr-6">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-xl:block">
        {issues.map((issue) => (
          <IssueRow key={issue.id} issue={issue} canResolve={canResolve} {...rowProps} />
        ))}
      </tbody>
    </table>
  );
}

type IssueRowProps = { issue: CitationIssue } & Omit<CitationIssueTableProps, 'issues'>;

function IssueRow({ issue, loadedAt, canResolve, selected, onSelectedChange, onResolve, resolvingId, onShowBusiness }: IssueRowProps) {
  const resolving = resolvingId === issue.id;
  return (
    <tr
      data-testid="citation-issue-row"
      data-issue-id={issue.id}
      data-resolved={issue.resolved}
      className={cn(
        'align-top max-xl:grid max-xl:gap-y-1.5 max-xl:px-4 max-xl:py-4',
        canResolve ? 'max-xl:grid-cols-[auto_minmax(0,1fr)] max-xl:gap-x-3' : 'max-xl:grid-cols-1',
      )}
    >
      {/* On phones the tick keeps the left column and the cells stack beside it. */}
      {canResolve && (
        <td className="py-3 pl-6 max-xl:row-span-7 max-xl:p-0 max-xl:pt-0.5">
          {!issue.resolved && (
            <Checkbox
              standalone
              checked={selected.has(issue.id)}
              onCheckedChange={(checked) => onSelectedChange(issue.id, checked)}
              aria-label={`Select ${issueDescription(issue)}`}
              data-testid="citation-issue-select"
            />
          )}
        </td>
      )}
      <LabelledCell stackBelow="xl" label="Business" className="font-medium wrap-anywhere text-slate-900 max-xl:text-base">
        <button
          type="button"
          onClick={() => onShowBusiness(issue.businessId)}
          className={cn("text-left break-words hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none", TEXT_TOUCH_TARGET)}
          title={`Only ${issue.businessName}'s issues`}
          data-testid="citation-issue-business"
        >
          {issue.businessName}
        </button>
      </LabelledCell>
      <LabelledCell stackBelow="xl" label="Directory" data-testid="citation-issue-directory">
        {issue.platformName}
      </LabelledCell>
      <LabelledCell stackBelow="xl" label="Issue">
        <span className="flex flex-wrap items-center gap-1.5">
          <span data-testid="citation-issue-type">{CITATION_ISSUE_LABELS[issue.issueType]}</span>
          {issue.regression && (
            <Badge tone="amber" title="It was fixed before, and a later scan found it again" data-testid="citation-issue-regression">
              Regression
            </Badge>
          )}
        </span>
      </LabelledCell>
      <LabelledCell stackBelow="xl" label="Expected" className="wrap-anywhere xl:max-w-52" data-testid="citation-issue-expected">
        {issue.expectedValue ?? <span className="text-slate-400">—</span>}
      </LabelledCell>
      <LabelledCell stackBelow="xl" label="Actual" className="wrap-anywhere xl:max-w-52" data-testid="citation-issue-actual">
        {canLookUpSourceValue(issue) ? (
          <SourceValueLookup issue={issue} />
        ) : (
          (issue.actualValue ?? <span className="text-slate-400">Not shown</span>)
        )}
      </LabelledCell>
      <LabelledCell stackBelow="xl" label="Discovered" className="whitespace-nowrap text-slate-600" data-testid="citation-issue-discovered">
        <RelativeTime at={issue.discoveredAt} now={loadedAt} />
      </LabelledCell>
      <LabelledCell stackBelow="xl" label="Status" data-testid="citation-issue-status">
        {issue.resolved ? (
          <span className="flex flex-wrap items-center gap-1.5">
            <Badge tone="green">Resolved</Badge>
            <RelativeTime at={issue.resolvedAt} now={loadedAt} className="text-xs whitespace-nowrap text-slate-500" />
          </span>
        ) : canResolve ? (
          <Button
            variant="outline"
            size="sm"
            disabled={resolving}
            onClick={() => onResolve(issue)}
            aria-label={`Resolve ${issueDescription(issue)}`}
            data-testid="citation-issue-resolve"
          >
            <CheckCheck aria-hidden="true" />
            {resolving ? 'Resolving...' : 'Resolve'}
          </Button>
        ) : (
          <Badge tone="red">Open</Badge>
        )}
      </LabelledCell>
    </tr>
  );
}
