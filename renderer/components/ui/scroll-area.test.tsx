// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '../../testing/dom';
import { SCROLL_AREA_HIDE_DELAY_MS, SCROLL_AREA_MIN_THUMB_PX } from './primitive-constants';
import { ScrollArea } from './scroll-area';

// jsdom lays nothing out: the viewport claims 100 px showing 10,000 px of content, and every
// observed element reports a resize at once, as a browser does on first layout.
class ImmediateResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const VIEWPORT = 'data-radix-scroll-area-viewport';
let rendered: Rendered | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  vi.stubGlobal('ResizeObserver', ImmediateResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute(VIEWPORT) ? 100 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute(VIEWPORT) ? 10_000 : 0;
  });
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function tick(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function pointer(type: 'pointerenter' | 'pointerleave', target: Element) {
  await act(async () => {
    target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse' }));
  });
}

const scrollbar = () => document.querySelector<HTMLElement>('[data-orientation="vertical"]');

describe('ScrollArea', () => {
  it('shows its scrollbar while the pointer is over it, and hides it after the hide delay', async () => {
    rendered = await render(
      <ScrollArea data-testid="area" className="h-24">
        <p>Long content</p>
      </ScrollArea>,
    );
    const area = rendered.container.querySelector('[data-testid="area"]')!;
    expect(scrollbar()).toBeNull();

    await pointer('pointerenter', area);
    await tick(50);
    expect(scrollbar()).not.toBeNull();

    await pointer('pointerleave', area);
    await tick(SCROLL_AREA_HIDE_DELAY_MS - 1);
    expect(scrollbar()).not.toBeNull();
    await tick(1);
    expect(scrollbar()).toBeNull();
  });

  it('never draws the thumb shorter than the minimum, however long the content', async () => {
    rendered = await render(
      <ScrollArea data-testid="area" className="h-24">
        <p>Long content</p>
      </ScrollArea>,
    );
    await pointer('pointerenter', rendered.container.querySelector('[data-testid="area"]')!);
    await tick(50);
    expect(scrollbar()?.style.getPropertyValue('--radix-scroll-area-thumb-height')).toBe(`${SCROLL_AREA_MIN_THUMB_PX}px`);
  });
});
