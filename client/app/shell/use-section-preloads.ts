import { useEffect } from 'react';
import { preloadSection } from './section-screens';
import { type SectionKey, sectionForPath } from './sections';

/** The screen people most often open after the one they landed on: booking a stay. */
const LIKELY_NEXT: SectionKey = 'calendar';

/**
 * Each section is a chunk of its own (issue #18), so a tap on another section could wait for its
 * download. A link's screen is asked for as soon as the pointer, a finger or the focus reaches
 * the link, and the likely next screen once the browser is idle after the first paint; nothing
 * else is fetched ahead.
 */
export function useSectionPreloads(current: SectionKey): void {
  useEffect(() => {
    const preloadLinkTarget = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      const path = link?.getAttribute('href');
      if (path) preloadSection(sectionForPath(path));
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, preloadLinkTarget, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, preloadLinkTarget);
    };
  }, []);

  useEffect(() => {
    if (current === LIKELY_NEXT) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => preloadSection(LIKELY_NEXT));
    return () => cancel(handle);
  }, [current]);
}
