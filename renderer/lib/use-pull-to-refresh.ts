import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  MOBILE_MAX_WIDTH_PX,
  PULL_TO_REFRESH_MAX_PULL_PX,
  PULL_TO_REFRESH_THRESHOLD_PX,
  PULL_TO_REFRESH_TIMEOUT_MS,
} from '../../shared/domain/constants';

/** How far the indicator follows a finger that moved `deltaY` px down: never up, at most the maximum pull. */
export function pullDistance(deltaY: number): number {
  return Math.min(Math.max(deltaY, 0), PULL_TO_REFRESH_MAX_PULL_PX);
}

/** Letting go this far down refreshes. */
export function pullReady(distance: number): boolean {
  return distance >= PULL_TO_REFRESH_THRESHOLD_PX;
}

/** A pull starts at the top of a phone's page, not inside a dialog, whose own content scrolls. */
function canStartPull(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest('dialog')) return false;
  return window.scrollY <= 0 && window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches;
}

export interface PullToRefresh {
  /** Pixels pulled so far; 0 when not pulling. */
  distance: number;
  ready: boolean;
  refreshing: boolean;
}

/**
 * Pull-to-refresh on phones: a downward drag that starts at the top of the page and passes the
 * threshold runs `refresh`. The indicator stops after the refresh or the timeout, whichever is first.
 */
export function usePullToRefresh(refresh: () => Promise<unknown>): PullToRefresh {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  // Where the pull started (null when none is under way) and how far it got; refs, because touchend
  // may come before React has rendered the last move.
  const startY = useRef<number | null>(null);
  const pulled = useRef(0);

  const stopPulling = () => {
    startY.current = null;
    pulled.current = 0;
    setDistance(0);
  };

  const onStart = useEffectEvent((event: TouchEvent) => {
    const touch = event.touches[0];
    startY.current = touch && event.touches.length === 1 && !refreshing && canStartPull(event.target) ? touch.clientY : null;
  });

  const onMove = useEffectEvent((event: TouchEvent) => {
    const touch = event.touches[0];
    if (startY.current === null || !touch) return;
    const next = pullDistance(touch.clientY - startY.current);
    // While pulling, the page stays put instead of scrolling or running the browser's own refresh.
    if (next > 0 && event.cancelable) event.preventDefault();
    pulled.current = next;
    setDistance(next);
  });

  const onEnd = useEffectEvent(() => {
    if (startY.current === null) return;
    const ready = pullReady(pulled.current);
    stopPulling();
    if (!ready) return;
    setRefreshing(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, PULL_TO_REFRESH_TIMEOUT_MS);
    });
    void Promise.race([refresh().catch(() => undefined), timeout]).finally(() => {
      clearTimeout(timer);
      setRefreshing(false);
    });
  });

  const onCancel = useEffectEvent(stopPulling);

  useEffect(() => {
    const start = (event: TouchEvent) => onStart(event);
    const move = (event: TouchEvent) => onMove(event);
    const end = () => onEnd();
    const cancel = () => onCancel();
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: false });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', cancel);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', cancel);
    };
  }, []);

  return { distance, ready: pullReady(distance), refreshing };
}
