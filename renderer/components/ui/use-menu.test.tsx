// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../../testing/dom';
import { useMenu } from './use-menu';

const LOADED = 'choices-loaded';
const loadItems = () => window.dispatchEvent(new Event(LOADED));
let rendered: Rendered | undefined;

/** A menu of choices that are still loading when it opens, and a link that is always there. */
function ChoiceMenu() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const loaded = () => setReady(true);
    window.addEventListener(LOADED, loaded);
    return () => window.removeEventListener(LOADED, loaded);
  }, []);
  const { open, rootRef, buttonProps, menuProps } = useMenu({ focusChecked: true, itemsReady: ready });
  return (
    <div ref={rootRef}>
      <button {...buttonProps}>Organization</button>
      {open && (
        <div {...menuProps}>
          {ready && (
            <>
              <div role="menuitemradio" aria-checked="false" tabIndex={-1}>
                North
              </div>
              <div role="menuitemradio" aria-checked="true" tabIndex={-1}>
                South
              </div>
            </>
          )}
          <a role="menuitem" tabIndex={-1} href="/settings">
            Settings
          </a>
        </div>
      )}
    </div>
  );
}

const focused = () => document.activeElement?.textContent?.trim();

async function press(key: string) {
  await act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

async function openByKeyboard() {
  rendered = await render(<ChoiceMenu />);
  const button = rendered.container.querySelector('button')!;
  await act(async () => button.focus());
  await press('ArrowDown');
}

afterEach(() => rendered?.unmount());

describe('useMenu', () => {
  it('moves focus to the checked choice when the choices arrive after the menu opened', async () => {
    await openByKeyboard();
    expect(focused()).toBe('Settings');
    await act(async () => loadItems());
    expect(focused()).toBe('South');
  });

  it('leaves focus where the user moved it while the choices were loading', async () => {
    await openByKeyboard();
    await press('End');
    await act(async () => loadItems());
    expect(focused()).toBe('Settings');
  });

  it('opens on the checked choice when the choices are there already', async () => {
    rendered = await render(<ChoiceMenu />);
    await act(async () => loadItems());
    const button = rendered.container.querySelector('button')!;
    await act(async () => button.focus());
    await press('ArrowDown');
    expect(focused()).toBe('South');
    await press('ArrowDown');
    expect(focused()).toBe('Settings');
  });
});
