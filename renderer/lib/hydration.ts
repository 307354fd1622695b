import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

// What prerendered markup asks of the components in it (renderer/prerender): their first render in
// the browser must match the build's, which had no window, no query and no stored session.

const subscribeToNothing = () => () => {};

/**
 * False while rendering at build time and while hydrating prerendered markup, true from the render
 * after; a page rendered in the browser from the start is hydrated at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

/**
 * `value` once hydrated, undefined before: for what the browser may learn (a query's answer) before
 * a prerendered part hydrates, since the build rendered that part without it.
 */
export function useAfterHydration<T>(value: T): T | undefined {
  const hydrated = useHydrated();
  return hydrated ? value : undefined;
}

/**
 * The address's query as the page found it, kept when the page then takes it out of the address
 * bar; undefined while the page is prerendered or hydrating, as the build rendered it without one.
 */
export function useArrivalQuery(): URLSearchParams | undefined {
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? new URLSearchParams(search) : undefined), [hydrated, search]);
}

type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * Hands what was typed (or autofilled) into a prerendered field before the page hydrated over to
 * the form: React leaves such text on screen but never reports it, having taken the field's text as
 * its last known value. Writing the form's value through React, putting the text back past it and
 * firing input makes React see the change a keystroke would have made.
 */
export function useValueTypedBeforeHydration<T extends FieldElement>(value: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const renderedValue = useRef(value);
  useEffect(() => {
    const element = ref.current;
    const expected = renderedValue.current;
    if (!element || expected === undefined || element.value === String(expected)) return;
    const typed = element.value;
    element.value = String(expected);
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, typed);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }, []);
  return ref;
}

/**
 * Hands a radio choice made before a prerendered group hydrated over to the form: React keeps the
 * browser's checked radio on screen but never reports it, its state still the build's choice.
 */
export function useChoiceMadeBeforeHydration<T extends HTMLElement>(value: string, onChoice: (value: string) => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const renderedValue = useRef(value);
  const report = useRef(onChoice);
  useEffect(() => {
    const checked = ref.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked && checked.value !== renderedValue.current) report.current(checked.value);
  }, []);
  return ref;
}
