// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '../../testing/dom';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  MenuTrigger,
} from './menu';
import { MENU_POINTER_GRACE_MS, MENU_TYPEAHEAD_RESET_MS, SUBMENU_OPEN_DELAY_MS } from './primitive-constants';

// jsdom has no ResizeObserver; Radix's positioning only needs it to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let rendered: Rendered | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const focused = () => document.activeElement?.textContent?.trim();
const menus = () => document.querySelectorAll('[role="menu"]');

async function tick(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function press(key: string) {
  await act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
  // Radix moves focus on the next turn.
  await tick(0);
}

/** Mouse pointer events as React sees them; `pointerout` is what React turns into onPointerLeave. */
async function pointer(type: 'pointermove' | 'pointerout', target: Element, clientX: number, clientY: number, relatedTarget?: Element) {
  await act(async () => {
    target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', bubbles: true, cancelable: true, clientX, clientY, relatedTarget }));
  });
}

async function openByKeyboard() {
  const trigger = document.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')!;
  await act(async () => trigger.focus());
  await press('ArrowDown');
  return trigger;
}

function FruitMenu() {
  return (
    <Menu>
      <MenuTrigger>Fruit</MenuTrigger>
      <MenuContent aria-label="Fruit">
        {['Apple', 'Banana', 'Blueberry', 'Cherry'].map((fruit) => (
          <MenuItem key={fruit}>{fruit}</MenuItem>
        ))}
        <MenuSub>
          <MenuSubTrigger>More</MenuSubTrigger>
          <MenuSubContent aria-label="More fruit">
            <MenuItem>Damson</MenuItem>
            <MenuItem>Elderberry</MenuItem>
          </MenuSubContent>
        </MenuSub>
        <MenuItem>Settings</MenuItem>
      </MenuContent>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens on the first item with ArrowDown, moves with the arrows, and Escape returns focus to the trigger', async () => {
    rendered = await render(<FruitMenu />);
    const trigger = await openByKeyboard();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Apple');
    await press('ArrowDown');
    expect(focused()).toBe('Banana');
    await press('End');
    expect(focused()).toBe('Settings');
    await press('Escape');
    expect(menus()).toHaveLength(0);
    expect(document.activeElement).toBe(trigger);
  });

  it('moves focus to the item typed, and starts a new search after a pause of the reset time', async () => {
    rendered = await render(<FruitMenu />);
    await openByKeyboard();
    await press('b');
    expect(focused()).toBe('Banana');
    await press('l');
    expect(focused()).toBe('Blueberry');
    // Just under the pause the letters still add up: "blc" matches nothing, focus stays.
    await tick(MENU_TYPEAHEAD_RESET_MS - 1);
    await press('c');
    expect(focused()).toBe('Blueberry');
    // After the full pause "c" is a search of its own.
    await tick(MENU_TYPEAHEAD_RESET_MS);
    await press('c');
    expect(focused()).toBe('Cherry');
  });

  it('opens a submenu after the pointer rests on its trigger for the open delay', async () => {
    rendered = await render(<FruitMenu />);
    await openByKeyboard();
    const more = Array.from(document.querySelectorAll('[role="menuitem"]')).find((item) => item.textContent?.startsWith('More'))!;
    await pointer('pointermove', more, 100, 10);
    await tick(SUBMENU_OPEN_DELAY_MS - 1);
    expect(menus()).toHaveLength(1);
    await tick(1);
    expect(menus()).toHaveLength(2);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the submenu open while the pointer crosses other items towards it, for the grace time only', async () => {
    rendered = await render(<FruitMenu />);
    await openByKeyboard();
    const items = Array.from(document.querySelectorAll('[role="menuitem"]'));
    const more = items.find((item) => item.textContent?.startsWith('More'))!;
    const settings = items.find((item) => item.textContent === 'Settings')!;
    await pointer('pointermove', more, 100, 10);
    await tick(SUBMENU_OPEN_DELAY_MS);
    const submenu = document.querySelector<HTMLElement>('[role="menu"][aria-label="More fruit"]')!;
    expect(submenu.dataset.side).toBe('right');
    // jsdom lays nothing out: the submenu stands to the right of the trigger.
    vi.spyOn(submenu, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 200, y: 0, width: 200, height: 200 }));

    // Leaving the trigger heading right, across Settings, inside the triangle towards the submenu.
    await pointer('pointerout', more, 150, 10, settings);
    await pointer('pointermove', settings, 160, 30);
    expect(menus()).toHaveLength(2);
    expect(document.activeElement).not.toBe(settings);

    await tick(MENU_POINTER_GRACE_MS - 1);
    await pointer('pointermove', settings, 161, 30);
    expect(menus()).toHaveLength(2);
    expect(document.activeElement).not.toBe(settings);

    // Once the grace time is over, resting on Settings takes it and closes the submenu.
    await tick(1);
    await pointer('pointermove', settings, 162, 30);
    expect(document.activeElement).toBe(settings);
    expect(menus()).toHaveLength(1);
  });
});

const LOADED = 'choices-loaded';
const loadItems = () => window.dispatchEvent(new Event(LOADED));

/** A menu of choices that are still loading when it opens, and an item that is always there. */
function ChoiceMenu() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const loaded = () => setReady(true);
    window.addEventListener(LOADED, loaded);
    return () => window.removeEventListener(LOADED, loaded);
  }, []);
  return (
    <Menu>
      <MenuTrigger>Organization</MenuTrigger>
      <MenuContent aria-label="Organizations" focusChecked itemsReady={ready}>
        {ready && (
          <MenuRadioGroup value="south">
            <MenuRadioItem value="north">North</MenuRadioItem>
            <MenuRadioItem value="south">South</MenuRadioItem>
          </MenuRadioGroup>
        )}
        <MenuItem>Settings</MenuItem>
      </MenuContent>
    </Menu>
  );
}

describe('MenuContent with focusChecked', () => {
  it('moves focus to the checked choice when the choices arrive after the menu opened', async () => {
    rendered = await render(<ChoiceMenu />);
    await openByKeyboard();
    expect(focused()).toBe('Settings');
    await act(async () => loadItems());
    expect(focused()).toBe('South');
  });

  it('leaves focus where the user moved it while the choices were loading', async () => {
    rendered = await render(<ChoiceMenu />);
    await openByKeyboard();
    await press('Home');
    await act(async () => loadItems());
    expect(focused()).toBe('Settings');
  });

  it('opens on the checked choice when the choices are there already', async () => {
    rendered = await render(<ChoiceMenu />);
    await act(async () => loadItems());
    await openByKeyboard();
    expect(focused()).toBe('South');
    expect(document.activeElement?.getAttribute('aria-checked')).toBe('true');
    await press('ArrowDown');
    expect(focused()).toBe('Settings');
  });
});
