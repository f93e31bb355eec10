import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within one screen height below the viewport (or into it), once:
 * it then stays true. Work that only the eye needs (a chart's drawing) waits for it, so a page's
 * start does not pay for what is a scroll away (issue #38). True at once where the browser has no
 * IntersectionObserver (a test's DOM), so nothing there waits for a scroll that cannot be told.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
