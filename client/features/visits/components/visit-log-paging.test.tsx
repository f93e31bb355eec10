import type { Visit, VisitPhoto } from '@shared/schemas/visits';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { visitOf } from '@/test/booking-fixtures';
import { cabinReads, ola, per } from '@/test/cabin-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { VisitsSection } from './visits-section';

// A guest book of years (decision 046): the completed visits render a page of 20 entries at
// first, the next page when the end of the list comes near (IntersectionObserver) or on Show more,
// and a thumbnail of a later page opens the log's photo viewer.

/** Stands in for the browser's observer: the test says when the end of the list comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** The observed marker comes within reach (or not). */
  report(isIntersecting: boolean) {
    const records = this.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry);
    this.callback(records, this as unknown as IntersectionObserver);
  }
  /** The observer watching now (one per page shown). */
  static current(): FakeIntersectionObserver {
    const live = FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected);
    const last = live.at(-1);
    if (!last || live.length !== 1) throw new Error(`expected one observer, found ${live.length}`);
    return last;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const photoOf = (id: string): VisitPhoto => ({
  id,
  url: `/api/photos/${id}`,
  thumbnailUrl: `/api/photos/${id}/thumbnail`,
  width: 1600,
  height: 1200,
  uploadedBy: ola.id,
});

/** `count` entries, one a day back from 1 December 2026: v-1 is the newest. */
function guestBook(count: number): Visit[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 11, 1 - index)).toISOString().slice(0, 10);
    return visitOf(`v-${index + 1}`, day, day, {
      by: index % 2 === 0 ? per : ola,
      visitorName: `Gjest ${index + 1}`,
      photos: index === 29 ? [photoOf('p-30a'), photoOf('p-30b')] : [],
    });
  });
}

function renderLog(visits: Visit[]) {
  stubApi({
    ...cabinReads('member'),
    'GET /api/bookings': json(200, []),
    'GET /api/bookings/pending': json(200, []),
    'GET /api/visits': json(200, visits),
  });
  renderSignedIn(<VisitsSection />, { user: per, path: '/visits' });
}

/** The entries of Completed visits in the page, in order. */
const rows = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('button')
    .map((button) => button.dataset.testid ?? '')
    .filter((id) => id.startsWith('visit-'));

const visitIds = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `visit-v-${from + index}`);

describe('the visit log renders as it scrolls (decision 046)', () => {
  it('renders the first 20 of 120 entries, then a page more each time the end comes near', async () => {
    renderLog(guestBook(120));
    const section = await screen.findByTestId('completed-visits');
    expect(within(section).getByTestId('section-count').textContent).toBe('120');
    expect(rows(section)).toEqual(visitIds(1, 20));
    expect(within(section).getByTestId('entries-shown').textContent).toBe('20 of 120 shown');
    // Within a screen of the end, not once it is in view.
    expect(FakeIntersectionObserver.current().options?.rootMargin).toBe('0px 0px 100% 0px');

    // Not near yet: nothing more.
    act(() => FakeIntersectionObserver.current().report(false));
    expect(rows(section)).toHaveLength(20);

    act(() => FakeIntersectionObserver.current().report(true));
    await waitFor(() => expect(rows(section)).toEqual(visitIds(1, 40)));
    // Still near after that page (a fling): the next observer reports at once, and one more page comes.
    act(() => FakeIntersectionObserver.current().report(true));
    await waitFor(() => expect(rows(section)).toHaveLength(60));
    expect(within(section).getByTestId('entries-shown').textContent).toBe('60 of 120 shown');

    for (const shown of [80, 100, 120]) {
      act(() => FakeIntersectionObserver.current().report(true));
      await waitFor(() => expect(rows(section)).toHaveLength(shown));
    }
    expect(rows(section)).toEqual(visitIds(1, 120));
    // All there: no Show more, and nothing left to watch.
    expect(within(section).queryByTestId('entries-show-more')).toBeNull();
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('shows more on the button, in Norwegian, and moves the focus to the first new entry', async () => {
    await changeLanguage('no');
    renderLog(guestBook(45));
    const section = await screen.findByTestId('completed-visits');
    expect(rows(section)).toHaveLength(20);
    expect(within(section).getByTestId('entries-shown').textContent).toBe('20 av 45 vises');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Vis flere' }));
    await waitFor(() => expect(rows(section)).toEqual(visitIds(1, 40)));
    expect(document.activeElement).toBe(screen.getByTestId('visit-v-21'));
    await user.click(within(section).getByRole('button', { name: 'Vis flere' }));
    await waitFor(() => expect(rows(section)).toHaveLength(45));
    expect(document.activeElement).toBe(screen.getByTestId('visit-v-41'));
    expect(within(section).queryByRole('button', { name: 'Vis flere' })).toBeNull();
  });

  it('opens the photo viewer from an entry of a later page, and the entry itself', async () => {
    renderLog(guestBook(60));
    const section = await screen.findByTestId('completed-visits');
    expect(screen.queryByTestId('photo-thumb-p-30a')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    await user.click(await screen.findByTestId('photo-thumb-p-30b'));
    const viewer = await screen.findByTestId('photo-viewer');
    expect(within(viewer).getByTestId('photo-viewer-position').textContent).toBe('Photo 2 of 2');
    expect(within(viewer).getByRole('heading', { name: 'Photos: Gjest 30' })).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('photo-viewer')).toBeNull());

    await user.click(screen.getByTestId('visit-v-30'));
    expect(
      within(await screen.findByTestId('visit-details-dialog')).getByRole('heading', {
        name: 'Visit: Gjest 30',
      }),
    ).toBeDefined();
  });
});
