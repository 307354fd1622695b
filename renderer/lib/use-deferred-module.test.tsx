// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '../testing/dom';
import { useDeferredModule, type Handover } from './use-deferred-module';

interface TestModule {
  Real(props: { handover: Handover }): React.ReactNode;
}

const testModule: TestModule = {
  Real: ({ handover }) => <p data-testid="real" data-open={handover.open} data-focus={handover.focus} />,
};

/** A loader whose module arrives when the test says. */
function deferredLoader() {
  let arrive: (module: TestModule) => void = () => undefined;
  const loader = vi.fn(() => new Promise<TestModule>((resolve) => (arrive = resolve)));
  return { loader, arrive: () => act(async () => arrive(testModule)) };
}

function Control({ loader }: { loader: () => Promise<TestModule> }) {
  const deferred = useDeferredModule(loader);
  if (deferred.module) return <deferred.module.Real handover={deferred.handover} />;
  return (
    <button type="button" data-testid="stand-in" {...deferred.standIn}>
      Account
    </button>
  );
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const standIn = () => document.querySelector<HTMLButtonElement>('[data-testid="stand-in"]')!;
const real = () => document.querySelector<HTMLElement>('[data-testid="real"]');
const dispatch = (event: Event) => act(async () => void standIn().dispatchEvent(event));

describe('useDeferredModule', () => {
  it('fetches nothing until the stand-in is pointed at, then once, and swaps in the module closed', async () => {
    const { loader, arrive } = deferredLoader();
    rendered = await render(<Control loader={loader} />);
    expect(loader).not.toHaveBeenCalled();

    await dispatch(new PointerEvent('pointerover', { bubbles: true }));
    await dispatch(new PointerEvent('pointerover', { bubbles: true }));
    expect(loader).toHaveBeenCalledTimes(1);
    await arrive();
    expect(real()?.dataset).toMatchObject({ open: 'false', focus: 'false' });
  });

  it('opens once the module arrives when the stand-in was pressed before', async () => {
    const { loader, arrive } = deferredLoader();
    rendered = await render(<Control loader={loader} />);
    await dispatch(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    expect(loader).toHaveBeenCalledTimes(1);
    await arrive();
    expect(real()?.dataset.open).toBe('true');
  });

  it('does not open for a context click, and opens for the keys a menu button opens on', async () => {
    const first = deferredLoader();
    rendered = await render(<Control loader={first.loader} />);
    await dispatch(new PointerEvent('pointerdown', { bubbles: true, button: 0, ctrlKey: true }));
    await dispatch(new PointerEvent('pointerdown', { bubbles: true, button: 2 }));
    expect(first.loader).not.toHaveBeenCalled();
    rendered.unmount();

    const second = deferredLoader();
    rendered = await render(<Control loader={second.loader} />);
    await dispatch(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    await second.arrive();
    expect(real()?.dataset.open).toBe('true');
  });

  it('hands the keyboard focus over when the stand-in had it', async () => {
    const { loader, arrive } = deferredLoader();
    rendered = await render(<Control loader={loader} />);
    await act(async () => standIn().focus());
    expect(loader).toHaveBeenCalledTimes(1);
    await arrive();
    expect(real()?.dataset).toMatchObject({ open: 'false', focus: 'true' });
  });

  it('renders the module at once where it has arrived before', async () => {
    const { loader, arrive } = deferredLoader();
    rendered = await render(<Control loader={loader} />);
    await act(async () => standIn().focus());
    await arrive();
    rendered.unmount();

    rendered = await render(<Control loader={loader} />);
    expect(real()?.dataset).toMatchObject({ open: 'false', focus: 'false' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next intent after a failed fetch', async () => {
    const loader = vi.fn<() => Promise<TestModule>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(testModule);
    rendered = await render(<Control loader={loader} />);
    await dispatch(new PointerEvent('pointerover', { bubbles: true }));
    expect(real()).toBeNull();
    await dispatch(new PointerEvent('pointerover', { bubbles: true }));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(real()).not.toBeNull();
  });
});
