import { DEFAULT_MESSAGE_PREFERENCES } from '@shared/schemas/message-preferences';
import { type Actor, everyone, type MatrixRoute } from '../access-matrix';

// The push, preference, unsubscribe and reset-link calls (issue #14), for
// server/features/messages/messages-matrix.test.ts. Push devices and choices are each caller's
// own; the unsubscribe link needs no session (its signed token names the user); a reset link is
// for a member of the caller's own cabin, made by its owner or an admin.

export type MessageFixture = { memberEndpoint: string; memberUnsubscribeToken: string };

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

export const MESSAGE_MATRIX_ROUTES: MatrixRoute<MessageFixture>[] = [
  {
    route: 'GET /api/push/public-key',
    name: "read the server's push key",
    url: () => '/api/push/public-key',
    expected: { ...everyone(200), signedOut: 200 },
  },
  {
    route: 'POST /api/push/subscriptions',
    name: 'turn push on for a device',
    url: () => '/api/push/subscriptions',
    body: (_people, _fixture, caller) => ({
      endpoint: `https://push.example/${caller?.id ?? 'nobody'}`,
      keys: KEYS,
    }),
    expected: everyone(201),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    name: "turn push off for the member's device",
    url: () => '/api/push/subscriptions',
    body: (_people, fixture) => ({ endpoint: fixture.memberEndpoint }),
    expected: { owner: 404, admin: 404, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/user/notification-preferences',
    name: 'read my push and e-mail choices',
    url: () => '/api/user/notification-preferences',
    expected: everyone(200),
  },
  {
    route: 'PUT /api/user/notification-preferences',
    name: 'save my push and e-mail choices',
    url: () => '/api/user/notification-preferences',
    body: () => DEFAULT_MESSAGE_PREFERENCES,
    expected: everyone(200),
  },
  {
    route: 'POST /api/messages/unsubscribe',
    name: "turn off the member's request e-mails by the signed link",
    url: (_people, fixture) => `/api/messages/unsubscribe?token=${fixture.memberUnsubscribeToken}`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 } satisfies Record<
      Actor,
      number
    >,
  },
  {
    route: 'POST /api/cabin/members/{id}/reset-link',
    name: 'make a reset link for a plain member',
    url: (people) => `/api/cabin/members/${people.target.id}/reset-link`,
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/cabin/members/reset-links',
    // The outsider is asking about their own cabin B, never A.
    name: 'list the members a reset link may be made for',
    url: () => '/api/cabin/members/reset-links',
    expected: { owner: 200, admin: 200, member: 403, outsider: 200, signedOut: 401 },
  },
];
