import { everyone, type MatrixRoute } from '../access-matrix';

// The notification calls, for server/features/notifications/notifications-matrix.test.ts. Each
// caller only ever sees and marks their own: the member's notification is nobody else's to read.

export type NotificationFixture = { memberNotificationId: string };

export const NOTIFICATION_MATRIX_ROUTES: MatrixRoute<NotificationFixture>[] = [
  {
    route: 'GET /api/notifications',
    name: 'list my notifications',
    url: () => '/api/notifications',
    expected: everyone(200),
  },
  {
    route: 'GET /api/notifications/unread-count',
    name: 'count my unread notifications',
    url: () => '/api/notifications/unread-count',
    expected: everyone(200),
  },
  {
    route: 'PATCH /api/notifications/mark-all-read',
    name: 'mark all of mine read',
    url: () => '/api/notifications/mark-all-read',
    expected: everyone(200),
  },
  {
    route: 'PATCH /api/notifications/{id}/read',
    name: "mark the member's notification read",
    url: (_people, fixture) => `/api/notifications/${fixture.memberNotificationId}/read`,
    expected: { owner: 404, admin: 404, member: 200, outsider: 404, signedOut: 401 },
  },
];
