import { useEffect } from 'react';
import { preloadSection } from './section-screens';
import { sectionForPath } from './sections';

/**
 * Each section is a chunk of its own (issue #18), so a tap on another section could wait for its
 * download. A link's screen is asked for as soon as the pointer, a finger or the focus reaches
 * the link (about 100 ms before a tap lands): the next screen the user is about to open, and
 * nothing else. A guess made when the browser is idle (the calendar) was tried and dropped: the
 * guessed chunk also runs, and on a phone that work fell inside the first screen's busy time.
 */
export function useSectionPreloads(): void {
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
}
