import { CABIN_EVENT_TYPES, USER_EVENT_TYPES } from '@shared/live-events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { bookingsQueryKeyBase, pendingBookingsQueryKeyBase } from '@/features/bookings';
import {
  cabinMembersQueryKeyBase,
  cabinQueryKeyBase,
  invitationsQueryKeyBase,
  removedMembersQueryKeyBase,
  userCabinsQueryKey,
} from '@/features/cabins';
import { dashboardQueryKeyBase } from '@/features/dashboard';
import { notificationsQueryKeyBase } from '@/features/notifications';
import { shoppingItemsQueryKeyBase } from '@/features/shopping';
import { swapOffersQueryKeyBase } from '@/features/swaps';
import { tasksQueryKeyBase } from '@/features/tasks';
import { visitsQueryKeyBase } from '@/features/visits';
import { liveRefreshFor, parseLiveMessage } from './live-event-routing';

const cabinId = 'cabin-1';
const prefixes = (type: string) => liveRefreshFor({ type });

describe('liveRefreshFor (product section 7: events make the matching lists refresh)', () => {
  // A swap offer is told as a booking change (decision 059).
  const bookings = [
    bookingsQueryKeyBase,
    pendingBookingsQueryKeyBase,
    dashboardQueryKeyBase,
    swapOffersQueryKeyBase,
  ];
  const shopping = [shoppingItemsQueryKeyBase, dashboardQueryKeyBase];
  const visits = [visitsQueryKeyBase, dashboardQueryKeyBase];
  const members = [
    cabinMembersQueryKeyBase,
    cabinQueryKeyBase,
    userCabinsQueryKey,
    bookingsQueryKeyBase,
    pendingBookingsQueryKeyBase,
  ];

  it.each([
    ['booking_created', bookings],
    ['booking_updated', bookings],
    ['booking_deleted', bookings],
    ['shopping_item_created', shopping],
    ['shopping_item_updated', shopping],
    ['shopping_item_deleted', shopping],
    ['visit_created', visits],
    ['visit_updated', visits],
    ['visit_deleted', visits],
    ['task_created', [tasksQueryKeyBase]],
    ['task_updated', [tasksQueryKeyBase]],
    ['task_deleted', [tasksQueryKeyBase]],
    ['member_joined', members],
    ['member_updated', members],
    ['member_removed', [...members, meQueryKey, removedMembersQueryKeyBase]],
    [
      'cabin_updated',
      [cabinQueryKeyBase, userCabinsQueryKey, invitationsQueryKeyBase, removedMembersQueryKeyBase],
    ],
    [
      'invitations_changed',
      [invitationsQueryKeyBase, notificationsQueryKeyBase, userCabinsQueryKey, meQueryKey],
    ],
    ['notification_created', [notificationsQueryKeyBase]],
  ])('%s refreshes its queries', (type, expected) => {
    expect([...prefixes(type)].sort()).toEqual([...expected].sort());
  });

  it('cabin_deleted refreshes everything cabin-scoped, the cabin list and me', () => {
    const refresh = prefixes('cabin_deleted');
    expect(refresh).not.toBe('all');
    for (const prefix of [
      bookingsQueryKeyBase,
      pendingBookingsQueryKeyBase,
      shoppingItemsQueryKeyBase,
      visitsQueryKeyBase,
      tasksQueryKeyBase,
      cabinQueryKeyBase,
      cabinMembersQueryKeyBase,
      dashboardQueryKeyBase,
      userCabinsQueryKey,
      meQueryKey,
    ]) {
      expect(refresh).toContainEqual(prefix);
    }
  });

  it('resync refreshes everything', () => {
    expect(prefixes('resync')).toBe('all');
  });

  it('has a route for every event type of the protocol', () => {
    for (const type of [...CABIN_EVENT_TYPES, ...USER_EVENT_TYPES]) {
      expect(prefixes(type), type).not.toHaveLength(0);
    }
  });

  it.each(['joined', 'error', 'booking_archived', 'toString', '__proto__', 'constructor', ''])(
    'ignores %j',
    (type) => {
      expect(prefixes(type)).toEqual([]);
    },
  );

  it('matches the queries of the current cabin by prefix', () => {
    const queryClient = new QueryClient();
    const refresh = prefixes('shopping_item_created');
    if (refresh === 'all') throw new Error('expected prefixes');
    queryClient.setQueryData([...shoppingItemsQueryKeyBase, cabinId], []);
    queryClient.setQueryData([...dashboardQueryKeyBase, 'stats', cabinId], {});
    queryClient.setQueryData([...tasksQueryKeyBase, cabinId], []);
    const matched = refresh.flatMap((queryKey) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .map((query) => query.queryKey),
    );
    expect(matched).toEqual([
      [...shoppingItemsQueryKeyBase, cabinId],
      [...dashboardQueryKeyBase, 'stats', cabinId],
    ]);
  });
});

describe('parseLiveMessage', () => {
  it('reads an event, keeping its fields', () => {
    expect(parseLiveMessage('{"type":"booking_created","cabinId":"cabin-1"}')).toEqual({
      type: 'booking_created',
      cabinId,
    });
    expect(parseLiveMessage('{"type":"error","message":"Nope","code":"not_member"}')).toEqual({
      type: 'error',
      message: 'Nope',
      code: 'not_member',
    });
  });

  it('keeps unknown types (the routing ignores them)', () => {
    expect(parseLiveMessage('{"type":"from_the_future"}')).toEqual({ type: 'from_the_future' });
  });

  it.each([
    ['not JSON', '{type: booking_created'],
    ['empty', ''],
    ['a number', '42'],
    ['a string', '"booking_created"'],
    ['null', 'null'],
    ['an array', '[{"type":"booking_created"}]'],
    ['an object without a type', '{"cabinId":"cabin-1"}'],
    ['a non-string type', '{"type":7}'],
  ])('yields null for %s, without throwing', (_label, raw) => {
    expect(parseLiveMessage(raw)).toBeNull();
  });
});
