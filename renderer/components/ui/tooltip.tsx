import { cloneElement, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { loadedModule, loadOnce } from '../../lib/use-deferred-module';

// Radix's tooltip (with its positioning code) loads when the first enabled tooltip mounts: the
// collapsed sidebar's, which a phone never shows.
const loadPopup = () => import('./tooltip-popup');

interface TooltipProps {
  content: ReactNode;
  /** The trigger; it must accept a ref and forward event handlers. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  /** When false the trigger renders alone, e.g. when its label is already visible. */
  enabled?: boolean;
}

export function Tooltip({ enabled = true, ...props }: TooltipProps) {
  if (!enabled) return props.children;
  return <DeferredTooltip {...props} />;
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

function DeferredTooltip({ content, children, side = 'top', delayDuration }: Omit<TooltipProps, 'enabled'>) {
  const [module, setModule] = useState(() => loadedModule(loadPopup));
  // What the pointer and focus do on the trigger until it is replaced; the real tooltip carries on from it.
  const [standIn, setStandIn] = useState({ hovered: false, focused: false });

  useEffect(() => {
    if (module) return;
    let mounted = true;
    loadOnce(loadPopup)
      .then((loaded) => {
        if (mounted) setModule(loaded);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [module]);

  if (module) {
    return (
      <module.TooltipPopup content={content} side={side} delayDuration={delayDuration} open={standIn.hovered} focus={standIn.focused}>
        {children}
      </module.TooltipPopup>
    );
  }
  const own = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps>, {
    onPointerEnter: (event) => {
      setStandIn((current) => ({ ...current, hovered: true }));
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      setStandIn((current) => ({ ...current, hovered: false }));
      own.onPointerLeave?.(event);
    },
    onFocus: (event) => {
      setStandIn((current) => ({ ...current, focused: true }));
      own.onFocus?.(event);
    },
    onBlur: (event) => {
      setStandIn((current) => ({ ...current, focused: false }));
      own.onBlur?.(event);
    },
  });
}
