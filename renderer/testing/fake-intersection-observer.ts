import { act } from 'react';

/** A stand-in IntersectionObserver that a test moves by hand; install it with vi.stubGlobal. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** Tells the observer its elements are (or are not) within the margin of the viewport. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }

  /** Brings every section watched so far into view, as scrolling to the end of the page would. */
  static scrollAllIntoView() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.disconnected) observer.report(true);
    }
  }
}
