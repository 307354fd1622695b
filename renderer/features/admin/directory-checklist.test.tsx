// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueDirectory } from '../../../shared/contract/admin';
import type { Plan } from '../../../shared/domain/enums';
import { createQueryClient } from '../../lib/query-client';
import { byTestId, click, render, typeInto, type Rendered } from '../../testing/dom';
import { adminKeys } from './queries';
import { DirectoryChecklist } from './directory-checklist';
import { FOLLOW_PLAN, type DirectoryChoice } from './directory-choice';

const catalogue: CatalogueDirectory[] = [
  { id: 'google', name: 'Google Business Profile', tier: 'basic', categories: null },
  { id: 'yelp', name: 'Yelp', tier: 'basic', categories: null },
  { id: 'mapquest', name: 'MapQuest', tier: 'pro', categories: null },
  { id: 'opentable', name: 'OpenTable', tier: 'pro', categories: ['restaurant'] },
];

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
});

function Harness({ plan, initial }: { plan: Plan; initial: DirectoryChoice }) {
  const [choice, setChoice] = useState(initial);
  return <DirectoryChecklist plan={plan} value={choice} onChange={setChoice} />;
}

async function renderChecklist(initial: DirectoryChoice = FOLLOW_PLAN, plan: Plan = 'business') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.directories(), catalogue);
  rendered = await render(<Harness plan={plan} initial={initial} />, queryClient);
  return rendered.container;
}

const box = (container: ParentNode, name: string) => {
  const label = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent?.startsWith(name));
  const input = label?.querySelector('input');
  if (!input) throw new Error(`No control labelled ${name}`);
  return input;
};
const ticked = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('li input[type="checkbox"]')].filter((input) => input.checked).map((input) => input.closest('label')?.textContent);
const button = (container: HTMLElement, name: string) => container.querySelector(`button[aria-label="${name}"]`);
const summary = (container: HTMLElement) => byTestId(container, 'directory-choice-summary').textContent;

describe('DirectoryChecklist', () => {
  it("shows the plan's directories ticked while it follows the plan", async () => {
    const container = await renderChecklist();
    expect(box(container, 'Follow the plan (all Basic directories)').checked).toBe(true);
    expect(summary(container)).toBe('Follows the plan');
    expect(ticked(container)).toEqual(['Google Business Profile', 'Yelp']);
    expect(byTestId(container, 'directory-tier-pro').textContent).toContain('0 of 2');
  });

  it('turns a changed tick into a list of its own, and back to the plan', async () => {
    const container = await renderChecklist();
    await click(box(container, 'MapQuest'));
    expect(box(container, 'Only the directories ticked below').checked).toBe(true);
    expect(summary(container)).toBe('3 directories');
    expect(ticked(container)).toEqual(['Google Business Profile', 'Yelp', 'MapQuest']);

    await click(button(container, 'Clear all Basic directories'));
    expect(summary(container)).toBe('1 directory');
    await click(box(container, 'Follow the plan'));
    expect(summary(container)).toBe('Follows the plan');
    expect(ticked(container)).toEqual(['Google Business Profile', 'Yelp']);
  });

  it('filters by name, selects only what is shown, and keeps Enter from submitting', async () => {
    const container = await renderChecklist({ followPlan: false, ids: ['yelp'] });
    const search = container.querySelector('input[type="search"]');
    await typeInto(search, 'open');
    expect(container.querySelector('[data-testid="directory-tier-basic"]')).toBeNull();
    await click(button(container, 'Select shown Pro directories'));
    expect(summary(container)).toBe('2 directories');

    // The browser submits the surrounding form on Enter unless its keydown is prevented.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => {
      search?.dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);

    await typeInto(search, 'nothing like it');
    expect(container.textContent).toContain('No directory matches “nothing like it”.');
  });

  it('lists saved ids the catalogue does not know, so they can be removed', async () => {
    const container = await renderChecklist({ followPlan: false, ids: ['Yelp', 'google'] }, 'business_pro');
    await click(box(byTestId(container, 'unknown-directories'), 'Yelp'));
    expect(container.textContent).not.toContain('Not in the catalogue');
    expect(summary(container)).toBe('1 directory');
  });
});
