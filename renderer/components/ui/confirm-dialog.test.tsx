// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render, settle, type Rendered } from '../../testing/dom';
import { ConfirmDialog } from './confirm-dialog';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

function Question({ pending = false, onConfirm = () => {} }: { pending?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Revoke
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Revoke this session?"
        description="The device is signed out."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        pending={pending}
        onConfirm={onConfirm}
      />
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function openFrom(opener: HTMLButtonElement) {
  await act(async () => opener.focus());
  await click(opener);
  await settle();
}

async function pressEscape() {
  await act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  await settle();
}

describe('ConfirmDialog', () => {
  it('is named by its title, starts on Cancel, and Escape gives focus back to the opener', async () => {
    rendered = await render(<Question />);
    const opener = rendered.container.querySelector('button')!;
    await openFrom(opener);
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(dialog()?.querySelector('h2')?.id);
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Revoke this session?');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await pressEscape();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape while the action runs', async () => {
    rendered = await render(<Question pending />);
    await openFrom(rendered.container.querySelector('button')!);
    await pressEscape();
    expect(dialog()).not.toBeNull();
  });

  it('confirms with the submit button', async () => {
    const onConfirm = vi.fn();
    rendered = await render(<Question onConfirm={onConfirm} />);
    await openFrom(rendered.container.querySelector('button')!);
    await click(dialog()!.querySelector('button[type="submit"]'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
