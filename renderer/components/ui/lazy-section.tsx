import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LAZY_LOAD_MARGIN_PX } from '../../../shared/domain/constants';

interface LazySectionProps {
  /** Mounted once the section comes within the margin of the viewport, so its queries start then. */
  children: ReactNode;
  /** Shown until then, e.g. a skeleton of the same size. */
  placeholder: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** Holds back a lower part of a screen until it is about to be scrolled into view. */
export function LazySection({ children, placeholder, className, ...props }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver there is no way to know; show everything.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} className={className} data-testid={props['data-testid']} data-loaded={visible}>
      {visible ? children : placeholder}
    </div>
  );
}
