// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, render, type Rendered } from '../../testing/dom';
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { LazySection } from './lazy-section';

let rendered: Rendered | undefined;
const mounted = vi.fn();

function Content() {
  mounted();
  return <p data-testid="content">Loaded</p>;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  mounted.mockClear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderSection() {
  rendered = await render(
    <LazySection data-testid="section" placeholder={<p data-testid="placeholder">Waiting</p>}>
      <Content />
    </LazySection>,
  );
  return rendered.container;
}

describe('LazySection', () => {
  it('shows the placeholder and does not mount its content before it nears the viewport', async () => {
    const container = await renderSection();
    expect(byTestId(container, 'placeholder')).toBeTruthy();
    expect(container.querySelector('[data-testid="content"]')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('100px');
    expect(byTestId(container, 'section').dataset.loaded).toBe('false');
  });

  it('mounts the content once it comes within the margin, and stops watching', async () => {
    const container = await renderSection();
    const observer = FakeIntersectionObserver.instances[0]!;
    observer.report(false);
    expect(mounted).not.toHaveBeenCalled();
    observer.report(true);
    expect(byTestId(container, 'content').textContent).toBe('Loaded');
    expect(container.querySelector('[data-testid="placeholder"]')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('shows the content at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const container = await renderSection();
    expect(byTestId(container, 'content')).toBeTruthy();
  });
});
