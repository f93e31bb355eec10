import { LIVE_CLOSE_UNAUTHORIZED } from '@shared/live-events';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { useShoppingItems } from '@/features/shopping';
import { kariInFjellhytta } from '@/test/cabin-fixtures';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { itemOf } from '@/test/shopping-fixtures';
import { useLiveUpdates } from './use-live-updates';

/** What the shell does (one live connection), plus the shopping list on screen. */
function LiveShoppingList() {
  useLiveUpdates();
  const { data } = useShoppingItems();
  if (!data) return <p>Loading</p>;
  return (
    <ul aria-label="Shopping list">
      {data.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

const SHOPPING = 'GET /api/shopping-items';

/** The list grows by one item each time it is fetched; `me` answers with Kari in Fjellhytta. */
function stubGrowingList(me = json(200, { user: kariInFjellhytta })) {
  const names = ['Milk', 'Coffee', 'Firewood'];
  let fetches = 0;
  return stubApi({
    [SHOPPING]: () => {
      fetches += 1;
      return json(
        200,
        names.slice(0, fetches).map((name, index) => itemOf(`i${index}`, name)),
      );
    },
    'GET /api/auth/me': me,
  });
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLiveUpdates', () => {
  it('joins the current cabin and refetches the shopping list on shopping_item_created', async () => {
    const { calls } = stubGrowingList();
    renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    expect(await screen.findByText('Milk')).toBeTruthy();

    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    act(() => socket.openAndJoin('c1'));
    expect(socket.sentMessages).toEqual([{ type: 'join', cabinId: 'c1' }]);

    act(() => socket.receive({ type: 'shopping_item_created', cabinId: 'c1' }));
    expect(await screen.findByText('Coffee')).toBeTruthy();
    expect(callsTo(calls, SHOPPING)).toHaveLength(2);

    // Events for other lists, unknown types and garbage leave the shopping list alone.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => {
      socket.receive({ type: 'task_created', cabinId: 'c1' });
      socket.receive({ type: 'from_the_future', cabinId: 'c1' });
      socket.receive('not json');
    });
    expect(console.warn).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(calls, SHOPPING)).toHaveLength(2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('marks the page as joined once the server joined it, and unmarks it when the socket goes', async () => {
    stubGrowingList();
    const { unmount } = renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    await screen.findByText('Milk');
    act(() => FakeWebSocket.latest().open());
    expect(document.documentElement.dataset.live).toBeUndefined();
    act(() => FakeWebSocket.latest().receive({ type: 'joined', cabinId: 'c1' }));
    expect(document.documentElement.dataset.live).toBe('joined');
    unmount();
    expect(document.documentElement.dataset.live).toBeUndefined();
  });

  it('invalidates the routed queries on the query client', async () => {
    stubGrowingList();
    const { queryClient } = renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    await screen.findByText('Milk');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => FakeWebSocket.latest().openAndJoin('c1'));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => FakeWebSocket.latest().receive({ type: 'visit_created', cabinId: 'c1' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['visits'], ['dashboard']]);
  });

  it('closes the old socket and joins the new cabin when the cabin changes', async () => {
    stubGrowingList();
    const { queryClient } = renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    await screen.findByText('Milk');
    const first = FakeWebSocket.latest();
    act(() => first.openAndJoin('c1'));

    act(() => queryClient.setQueryData(meQueryKey, { ...kariInFjellhytta, currentCabinId: 'c2' }));
    await waitFor(() => expect(first.isClosedByClient).toBe(true));
    expect(FakeWebSocket.instances).toHaveLength(2);
    const second = FakeWebSocket.latest();
    act(() => second.open());
    expect(second.sentMessages).toEqual([{ type: 'join', cabinId: 'c2' }]);

    // Leaving every cabin: no socket at all.
    act(() => queryClient.setQueryData(meQueryKey, { ...kariInFjellhytta, currentCabinId: null }));
    await waitFor(() => expect(second.isClosedByClient).toBe(true));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('opens no socket without a current cabin, and closes it on unmount', async () => {
    stubGrowingList();
    const withoutCabin = renderSignedIn(<LiveShoppingList />, { user: kari });
    expect(FakeWebSocket.instances).toHaveLength(0);
    withoutCabin.unmount();

    const withCabin = renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    await screen.findByText('Milk');
    expect(FakeWebSocket.instances).toHaveLength(1);
    withCabin.unmount();
    expect(FakeWebSocket.latest().isClosedByClient).toBe(true);
  });

  it('refetches what is shown after a reconnect, since events may have been missed', async () => {
    const { calls } = stubGrowingList();
    renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    await screen.findByText('Milk');
    act(() => FakeWebSocket.latest().openAndJoin('c1'));

    vi.useFakeTimers();
    act(() => FakeWebSocket.latest().serverClose(1001));
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(callsTo(calls, SHOPPING)).toHaveLength(1);

    act(() => FakeWebSocket.latest().openAndJoin('c1'));
    expect(await screen.findByText('Coffee')).toBeTruthy();
    expect(callsTo(calls, SHOPPING)).toHaveLength(2);
  });

  it('refetches everything on resync', async () => {
    const { calls } = stubGrowingList();
    renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    await screen.findByText('Milk');
    act(() => FakeWebSocket.latest().openAndJoin('c1'));
    act(() => FakeWebSocket.latest().receive({ type: 'resync' }));
    expect(await screen.findByText('Coffee')).toBeTruthy();
    expect(callsTo(calls, SHOPPING)).toHaveLength(2);
  });

  it('checks the session again when the server closes with 4401', async () => {
    const { calls } = stubGrowingList(json(401, { message: 'Not signed in' }));
    const { queryClient } = renderSignedIn(<LiveShoppingList />, { user: kariInFjellhytta });
    await screen.findByText('Milk');
    act(() => FakeWebSocket.latest().openAndJoin('c1'));
    act(() => FakeWebSocket.latest().serverClose(LIVE_CLOSE_UNAUTHORIZED));
    await waitFor(() => expect(callsTo(calls, 'GET /api/auth/me')).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeNull());
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
