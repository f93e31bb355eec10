import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Entries rendered at first, and added each time the end of the list comes near (decision 046). */
export const ENTRIES_PAGE_SIZE = 20;

// The log's lists are ARIA lists, not <ul>: a paged list holds its rows in a box per page (below),
// which a <ul> may not contain. Screen readers hear one list of every row shown either way.

/** One entry of a paged list. */
export function EntryItem({ children }: { children: ReactNode }) {
  // biome-ignore lint/a11y/useSemanticElements: an item of a paged list, which is not a <ul>.
  return <div role="listitem">{children}</div>;
}

/**
 * A page of entries is laid out and painted only near the screen (`content-visibility: auto`): with
 * hundreds of entries shown, a new page or a thumbnail arriving would otherwise lay out the whole
 * list again, and every frame of a scroll paint more of it. One box per page, not per row: the
 * browser watches each such box for the screen's approach, which costs per box. A page not yet
 * rendered holds 2500px, then its own height. Its painting is clipped to its box, so the box is 4px
 * larger on every side than it looks: the rows' focus outlines and shadows fit inside.
 */
const pageClass =
  '-m-1 flex flex-col gap-2 p-1 [content-visibility:auto] [contain-intrinsic-block-size:auto_2500px]';

type PagedEntryListProps<T> = {
  entries: readonly T[];
  /** One entry's row: an `EntryItem` with its key. */
  renderEntry: (entry: T) => ReactNode;
};

/**
 * A list that renders its first page of entries and the next one whenever its end comes within a
 * screen of view, so a guest book of years starts and scrolls as fast as one of a season
 * (decision 046). Show more does the same by hand, for whoever does not scroll (a screen reader's
 * reading cursor, a keyboard), and moves the focus to the first entry it added.
 */
export function PagedEntryList<T>({ entries, renderEntry }: PagedEntryListProps<T>) {
  const { t } = useTranslation('visits');
  const [shown, setShown] = useState(ENTRIES_PAGE_SIZE);
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const hasMore = entries.length > shown;
  // Pages by position: an entry added at the top moves one row from each page to the next, and
  // React keeps the others (each row is keyed within its page).
  const pages = useMemo(() => {
    const chunks: T[][] = [];
    for (let start = 0; start < Math.min(shown, entries.length); start += ENTRIES_PAGE_SIZE) {
      chunks.push(entries.slice(start, Math.min(shown, start + ENTRIES_PAGE_SIZE)));
    }
    return chunks;
  }, [entries, shown]);

  const showMore = useCallback(() => {
    // A transition: React renders the page in slices, so no frame waits for all of it.
    startTransition(() => setShown((count) => count + ENTRIES_PAGE_SIZE));
  }, []);

  // A new marker for every page (its key is the count): a new observer reports at once whether
  // the end is still near, so a long fling gets page after page, one render at a time.
  const observeEnd = useCallback(
    (marker: HTMLDivElement | null) => {
      if (!marker || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (records) => {
          if (!records.some((record) => record.isIntersecting)) return;
          observer.disconnect();
          showMore();
        },
        // Within a screen's height below the bottom edge: the rows are there before they are seen.
        { rootMargin: '0px 0px 100% 0px' },
      );
      observer.observe(marker);
      return () => observer.disconnect();
    },
    [showMore],
  );

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    const items = list.current?.querySelectorAll('[role="listitem"]');
    items?.[from]?.querySelector<HTMLElement>('button')?.focus();
  }, [shown]);

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: its pages are boxes of their own, which a <ul> may not hold. */}
      <div ref={list} role="list" className="flex flex-col gap-2">
        {pages.map((page, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its place in the list (above).
          <div key={index} className={pageClass}>
            {page.map(renderEntry)}
          </div>
        ))}
      </div>
      {hasMore ? (
        <div className="flex flex-col items-center gap-1 pt-2">
          <div key={shown} ref={observeEnd} aria-hidden="true" />
          <Button
            variant="outline"
            onClick={() => {
              focusFrom.current = shown;
              showMore();
            }}
            data-testid="entries-show-more"
          >
            {t('sections.showMore')}
          </Button>
          <p className="text-sm text-slate-600" data-testid="entries-shown">
            {t('sections.shown', { shown, total: entries.length })}
          </p>
        </div>
      ) : null}
    </>
  );
}
