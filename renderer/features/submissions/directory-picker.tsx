import { useState } from 'react';
import type { Directory } from '../../../shared/contract/provider';
import type { BusinessCategory } from '../../../shared/domain/enums';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { SearchField } from '../../components/ui/search-field';
import { cn } from '../../lib/cn';
import { selectionState, withSelected } from '../businesses/business-list-selection';
import { categoryNames, DIRECTORY_TIER_LABELS } from '../directories/directory-display';
import {
  categoryGapNote,
  directoryGroups,
  directoryPickable,
  pickableDirectoryIds,
  regionNote,
  uncoveredCategories,
} from './directory-groups';

interface DirectoryPickerProps {
  directories: readonly Directory[];
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
  /** The chosen businesses' categories, to note directories that do not list them. */
  categories: readonly BusinessCategory[];
}

/**
 * Step 2: the network by tier. Directories of the plan that list every chosen business's category
 * can be ticked, alone, by tier or all those shown; the others are shown dimmed with the reason.
 */
export function DirectoryPicker({ directories, selected, onChange, categories }: DirectoryPickerProps) {
  const [search, setSearch] = useState('');
  const groups = directoryGroups(directories, search);
  const shownPickable = pickableDirectoryIds(groups.flatMap((group) => group.directories), categories);
  const allState = selectionState(selected, shownPickable);
  const pickable = pickableDirectoryIds(directories, categories);
  const chosenCount = pickable.filter((id) => selected.has(id)).length;

  return (
    <fieldset className="space-y-3" data-testid="submission-directory-picker">
      <legend className="text-base font-semibold text-slate-900">2. Choose directories</legend>
      <SearchField
        label="Search directories"
        placeholder="Directory name"
        value={search}
        onValueChange={setSearch}
        data-testid="submission-directory-search"
      />
      <div className="rounded-lg border border-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2.5 text-slate-700">
            <Checkbox
              checked={allState === 'all'}
              indeterminate={allState === 'some'}
              disabled={shownPickable.length === 0}
              onCheckedChange={(checked) => onChange(withSelected(selected, shownPickable, checked))}
              data-testid="submission-select-all-directories"
            />
            {search.trim() ? 'Select all shown in your plan' : 'Select all in your plan'}
          </label>
          <span className="text-slate-500" aria-live="polite" data-testid="submission-directory-count">
            {chosenCount} of {pickable.length} chosen
          </span>
        </div>
        <div className="max-h-96 space-y-4 overflow-y-auto p-3">
          {groups.map(({ tier, directories: shown }) => (
            <TierGroup
              key={tier}
              label={DIRECTORY_TIER_LABELS[tier]}
              directories={shown}
              selected={selected}
              onChange={onChange}
              categories={categories}
            />
          ))}
          {groups.length === 0 && (
            <p className="text-sm text-slate-500">
              {search.trim() ? `No directory matches “${search.trim()}”.` : 'The directory network has no directories to offer.'}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}

interface TierGroupProps extends Omit<DirectoryPickerProps, 'directories'> {
  label: string;
  directories: readonly Directory[];
}

function TierGroup({ label, directories, selected, onChange, categories }: TierGroupProps) {
  const pickable = pickableDirectoryIds(directories, categories);
  const state = selectionState(selected, pickable);
  return (
    <section className="space-y-2" data-testid={`submission-directory-tier-${label.toLowerCase()}`}>
      <label className={cn('flex items-center gap-2.5 text-sm font-medium text-slate-900 max-sm:min-h-11', pickable.length > 0 && 'cursor-pointer')}>
        <Checkbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={pickable.length === 0}
          onCheckedChange={(checked) => onChange(withSelected(selected, pickable, checked))}
          aria-label={`Select every ${label} directory shown`}
        />
        {label}
        <span className="font-normal text-slate-500">
          {pickable.length > 0
            ? `${pickable.filter((id) => selected.has(id)).length} of ${pickable.length}`
            : directories.some((directory) => directory.allowed)
              ? 'None lists every chosen business'
              : 'Not in your plan'}
        </span>
      </label>
      <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {directories.map((directory) => {
          const canPick = directoryPickable(directory, categories);
          return (
            <li key={directory.id}>
              <DirectoryOption
                directory={directory}
                canPick={canPick}
                checked={canPick && selected.has(directory.id)}
                onChange={(checked) => onChange(withSelected(selected, [directory.id], checked))}
                gapNote={categoryGapNote(uncoveredCategories(directory, categories))}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface DirectoryOptionProps {
  directory: Directory;
  /** In the plan and listing every chosen business's category. */
  canPick: boolean;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Which chosen businesses' categories it does not list, or empty. */
  gapNote: string;
}

function DirectoryOption({ directory, canPick, checked, onChange, gapNote }: DirectoryOptionProps) {
  return (
    <label
      className={cn(
        'flex items-start gap-2.5 rounded-md px-1 py-1 text-sm text-slate-800 max-sm:min-h-11 max-sm:py-3',
        canPick ? 'cursor-pointer hover:bg-slate-50' : 'cursor-not-allowed opacity-60',
      )}
      data-testid="submission-directory-option"
      data-directory-id={directory.id}
      data-allowed={directory.allowed}
      data-pickable={canPick}
    >
      <Checkbox className="mt-0.5" checked={checked} disabled={!canPick} onCheckedChange={onChange} />
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-1.5">
          {directory.name}
          {!directory.allowed && (
            <Badge tone="grey" data-testid="submission-directory-not-in-plan">
              Not in your plan
            </Badge>
          )}
        </span>
        {directory.categories && (
          <span className="block text-xs text-slate-500">
            Only: {categoryNames(directory.categories)}
          </span>
        )}
        {regionNote(directory) && (
          <span className="block text-xs text-slate-500" data-testid="submission-directory-region-note">
            {regionNote(directory)}
          </span>
        )}
        {gapNote && (
          <span className="block text-xs text-amber-800" data-testid="submission-directory-category-note">
            {gapNote}
          </span>
        )}
      </span>
    </label>
  );
}
