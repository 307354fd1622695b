import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

type Loader<M> = () => Promise<M>;

// Per loader, so a control mounted again (another screen, a re-login) gets the module at once.
const loaded = new Map<Loader<unknown>, unknown>();
const loading = new Map<Loader<unknown>, Promise<unknown>>();

/** The module if it has loaded, for a first render that need not wait. */
export function loadedModule<M>(loader: Loader<M>): M | undefined {
  return loaded.get(loader) as M | undefined;
}

/** Starts (or joins) the one load of a module. */
export function loadOnce<M>(loader: Loader<M>): Promise<M> {
  let promise = loading.get(loader) as Promise<M> | undefined;
  if (!promise) {
    promise = loader();
    loading.set(loader, promise);
    // A failed fetch (offline, a deploy replaced the chunk) may be tried again by the next intent.
    promise.then((module) => loaded.set(loader, module)).catch(() => loading.delete(loader));
  }
  return promise;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** What the real control needs to carry on from its stand-in. */
export interface Handover {
  /** Someone pressed the stand-in (pointer or keyboard) before the code came: open at once. */
  open: boolean;
  /** The stand-in had the keyboard focus when it was replaced: the real trigger takes it. */
  focus: boolean;
}

export interface DeferredModule<M> {
  module: M | undefined;
  handover: Handover;
  /** Spread on the stand-in trigger: it fetches the code on the first sign of use. */
  standIn: {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
    onTouchStart: () => void;
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
    onClick: () => void;
  };
}

/**
 * A control whose code (a menu's Radix primitives, say) need not load with the page: a plain
 * stand-in trigger renders until someone points at, focuses, touches or presses it, which fetches
 * the module; a press made meanwhile opens the control once it is there.
 */
export function useDeferredModule<M>(loader: Loader<M>): DeferredModule<M> {
  const [state, setState] = useState<{ module: M | undefined; handover: Handover }>(() => ({
    module: loadedModule(loader),
    handover: { open: false, focus: false },
  }));
  const ref = useRef<HTMLButtonElement>(null);
  const openRequested = useRef(false);

  const start = useCallback(() => {
    loadOnce(loader)
      .then((module) => {
        const focus = ref.current !== null && ref.current === ref.current.ownerDocument.activeElement;
        setState({ module, handover: { open: openRequested.current, focus } });
      })
      .catch(() => undefined);
  }, [loader]);

  const requestOpen = useCallback(() => {
    openRequested.current = true;
    start();
  }, [start]);

  return {
    module: state.module,
    handover: state.handover,
    standIn: {
      ref,
      onPointerEnter: start,
      onFocus: start,
      onTouchStart: start,
      // As Radix's trigger: the primary button opens, a context click does not.
      onPointerDown: (event) => {
        if (event.button === 0 && !event.ctrlKey) requestOpen();
      },
      onKeyDown: (event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        requestOpen();
      },
      // A click without a pointer press first (assistive technology).
      onClick: requestOpen,
    },
  };
}

/**
 * The real control's trigger ref: replacing the stand-in drops its focus, so the trigger takes it
 * back, unless the control opens at once (an opening menu takes focus itself).
 */
export function useHandedOverFocus<E extends HTMLElement>(handover: Handover): RefObject<E | null> {
  const triggerRef = useRef<E>(null);
  useEffect(() => {
    if (handover.focus && !handover.open) triggerRef.current?.focus();
  }, [handover]);
  return triggerRef;
}
