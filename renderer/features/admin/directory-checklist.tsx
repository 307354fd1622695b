import { useId, useState, type KeyboardEvent } from 'react';
import type { CatalogueDirectory } from '../../../shared/contract/admin';
import type { Plan } from '../../../shared/domain/enums';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { QueryStatus } from '../../components/ui/query-status';
import { SearchField } from '../../components/ui/search-field';
import { categoryNames, DIRECTORY_TIER_LABELS } from '../directories/directory-display';
import { useDirectoryCatalogue } from './queries';
import {
  FOLLOW_PLAN,
  chosenDirectoryIds,
  directoriesByTier,
  directoryChoiceSummary,
  followPlanLabel,
  unknownDirectoryIds,
  withDirectories,
  type DirectoryChoice,
} from './directory-choice';

interface DirectoryChecklistProps {
  plan: Plan;
  value: DirectoryChoice;
  onChange(choice: DirectoryChoice): void;
  error?: string | undefined;
}

// Enter in the search box filters; it must not submit the form around it.
function keepEnterInSearch(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'search') event.preventDefault();
}

/**
 * An organization's allowed directories: its plan's tiers, or exactly the ticked directories of
 * the provider's catalogue. While following the plan the plan's directories show ticked; changing
 * a tick starts a list of its own from them.
 */
export function DirectoryChecklist({ plan, value, onChange, error }: DirectoryChecklistProps) {
  const catalogue = useDirectoryCatalogue();
  const [search, setSearch] = useState('');
  const id = useId();
  const messageId = `${id}-message`;
  const directories = catalogue.data ?? [];
  const chosen = new Set(chosenDirectoryIds(value, plan, directories));
  const change = (ids: readonly string[], tick: boolean) => onChange(withDirectories(value, plan, directories, ids, tick));
  const groups = directoriesByTier(directories, search);
  const unknown = unknownDirectoryIds(value, directories);
  const searching = search.trim() !== '';

  return (
    <fieldset className="space-y-3" aria-describedby={messageId} data-testid="directory-checklist">
      <legend className="w-full">
        <span className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-sm font-medium text-slate-700">Allowed directories</span>
          <span className="text-sm text-slate-500" aria-live="polite" data-testid="directory-choice-summary">
            {directoryChoiceSummary(value)}
          </span>
        </span>
      </legend>
      <div className="space-y-2">
        <ChoiceRadio name={`${id}-mode`} checked={value.followPlan} onSelect={() => onChange(FOLLOW_PLAN)}>
          {followPlanLabel(plan)}
        </ChoiceRadio>
        <ChoiceRadio
          name={`${id}-mode`}
          checked={!value.followPlan}
          onSelect={() => onChange({ followPlan: false, ids: [...chosen] })}
        >
          Only the directories ticked below
        </ChoiceRadio>
      </div>

      {catalogue.data ? (
        <div className="space-y-3 rounded-lg border border-slate-200 p-3">
          <div onKeyDown={keepEnterInSearch}>
            <SearchField label="Search directories" placeholder="Directory name" value={search} onValueChange={setSearch} />
          </div>
          <div className="max-h-72 space-y-4 overflow-y-auto pr-1">
            {groups.map(({ tier, directories: shown }) => (
              <TierChecklist
                key={tier}
                label={DIRECTORY_TIER_LABELS[tier]}
                shown={shown}
                chosenInTier={directories.filter((d) => d.tier === tier && chosen.has(d.id)).length}
                totalInTier={directories.filter((d) => d.tier === tier).length}
                searching={searching}
                isChosen={(directoryId) => chosen.has(directoryId)}
                onChange={change}
              />
            ))}
            {groups.length === 0 && <p className="text-sm text-slate-500">No directory matches “{search.trim()}”.</p>}
            {unknown.length > 0 && (
              <fieldset className="space-y-2" data-testid="unknown-directories">
                <legend className="text-sm font-medium text-slate-900">Not in the catalogue</legend>
                <p className="text-xs text-slate-500">No listing can go to these. Untick them to save a changed list.</p>
                <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
                  {unknown.map((unknownId) => (
                    <li key={unknownId}>
                      <DirectoryTick label={unknownId} checked onChange={(tick) => change([unknownId], tick)} />
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </div>
        </div>
      ) : (
        <QueryStatus query={catalogue} subject="the directory catalogue" />
      )}

      <p id={messageId} className={error ? 'text-sm text-red-600' : 'text-sm text-slate-500'}>
        {error ?? 'Changing a tick turns following the plan into a list of exactly the ticked directories.'}
      </p>
    </fieldset>
  );
}

function ChoiceRadio({ name, checked, onSelect, children }: { name: string; checked: boolean; onSelect(): void; children: string }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-900">
      <input type="radio" name={name} className="size-4 accent-primary" checked={checked} onChange={onSelect} />
      {children}
    </label>
  );
}

interface TierChecklistProps {
  label: string;
  shown: readonly CatalogueDirectory[];
  chosenInTier: number;
  totalInTier: number;
  searching: boolean;
  isChosen(id: string): boolean;
  onChange(ids: readonly string[], tick: boolean): void;
}

/** One tier's directories, with select all and clear acting on those shown. */
function TierChecklist({ label, shown, chosenInTier, totalInTier, searching, isChosen, onChange }: TierChecklistProps) {
  const shownIds = shown.map(({ id }) => id);
  const scope = searching ? `shown ${label}` : `all ${label}`;
  return (
    <fieldset className="relative space-y-2" data-testid={`directory-tier-${label.toLowerCase()}`}>
      <legend className="text-sm font-medium text-slate-900">
        {label} <span className="font-normal text-slate-500">{`${chosenInTier} of ${totalInTier}`}</span>
      </legend>
      {/* Beside the legend, which must stay the fieldset's first child to name the group. */}
      <div className="absolute top-0 right-0 flex gap-3">
        <Button variant="link" className="text-sm" aria-label={`Select ${scope} directories`} onClick={() => onChange(shownIds, true)}>
          {searching ? 'Select shown' : 'Select all'}
        </Button>
        <Button variant="link" className="text-sm" aria-label={`Clear ${scope} directories`} onClick={() => onChange(shownIds, false)}>
          {searching ? 'Clear shown' : 'Clear'}
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {shown.map((directory) => (
          <li key={directory.id}>
            <DirectoryTick
              label={directory.name}
              detail={directory.categories ? categoryNames(directory.categories) : undefined}
              checked={isChosen(directory.id)}
              onChange={(tick) => onChange([directory.id], tick)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface DirectoryTickProps {
  label: string;
  /** The only categories it lists, when it is a niche directory. */
  detail?: string | undefined;
  checked: boolean;
  onChange(tick: boolean): void;
}

function DirectoryTick({ label, detail, checked, onChange }: DirectoryTickProps) {
  return (
    <label className="max-sm:min-h-11 flex items-start gap-2.5 rounded-md px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50">
      <Checkbox className="mt-0.5" checked={checked} onCheckedChange={onChange} />
      <span className="min-w-0">
        {label}
        {detail && <span className="block text-xs text-slate-500">Only: {detail}</span>}
      </span>
    </label>
  );
}
