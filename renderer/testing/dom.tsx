import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

// Helpers for the renderer's component tests, which run in jsdom (`// @vitest-environment jsdom`).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lacks these; Radix Select calls them on opening and while moving through its options.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
}

export interface Rendered {
  container: HTMLElement;
  queryClient: QueryClient;
  unmount(): void;
}

/** Renders `ui` with the app's query client settings into a fresh element of the document. */
export async function render(ui: ReactNode, queryClient: QueryClient = createQueryClient()): Promise<Rendered> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>));
  return {
    container,
    queryClient,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises (fetches, mutations) settle and React render what they changed. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * The element once it is there: for parts loaded on demand (a lazy dialog), whose module arrives after
 * any number of turns. Waits for the state, never for a time; gives up after many rounds.
 */
export async function findByTestId(container: ParentNode, testId: string): Promise<HTMLElement> {
  for (let round = 0; round < 200; round += 1) {
    const element = container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    if (element) return element;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  throw new Error(`No element with data-testid="${testId}" appeared`);
}

/** Types into an input, select or textarea the way React notices: the native setter, then an input event. */
export async function typeInto(element: Element | null, value: string): Promise<void> {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) {
    throw new Error('Not a form control');
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export async function click(element: Element | null): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('Nothing to click');
  await act(async () => element.click());
}

/** The element a test looks for, by its data-testid; throws when it is missing. */
export function byTestId(container: ParentNode, testId: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`No element with data-testid="${testId}"`);
  return element;
}

/** The options of the open select's list, in the portal at the end of the document. */
export function openOptions(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')];
}

/** The labels a select (components/ui/select) offers: opens its list, reads it and closes it with Escape. */
export async function optionLabels(trigger: Element | null): Promise<string[]> {
  await click(trigger);
  const labels = openOptions().map((option) => option.textContent ?? '');
  await act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  });
  if (openOptions().length > 0) throw new Error('The select did not close');
  return labels;
}

/** Opens a select (components/ui/select) by its trigger and picks the option with this label. */
export async function chooseOption(trigger: Element | null, label: string): Promise<void> {
  if (!(trigger instanceof HTMLElement) || trigger.getAttribute('role') !== 'combobox') throw new Error('Not a select trigger');
  await click(trigger);
  const option = openOptions().find((candidate) => candidate.textContent?.trim() === label);
  if (!option) throw new Error(`No option "${label}" among: ${openOptions().map((candidate) => candidate.textContent).join(', ')}`);
  await click(option);
  await settle();
}

/** A fetch answer as the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
