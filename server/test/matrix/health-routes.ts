import type { MatrixRoute } from '../access-matrix';

// Liveness and readiness answer anyone, with no session and nothing of any cabin in them; run by
// server/features/auth/identity-matrix.test.ts beside the other calls that need no cabin.

const anyone = { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 };

export const HEALTH_MATRIX_ROUTES: MatrixRoute<null>[] = [
  { route: 'GET /healthz', name: 'liveness', url: () => '/healthz', expected: anyone },
  { route: 'GET /readyz', name: 'readiness', url: () => '/readyz', expected: anyone },
];
