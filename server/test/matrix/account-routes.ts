import { everyone, type MatrixRoute } from '../access-matrix';

// The caller's own data, for server/features/account/account-matrix.test.ts: the export is
// everyone's own; deleting an account is refused for anyone who owns a cabin (the owner of A, and
// the outsider, who owns B) and done for the admin and the member, whom the test file then puts
// back for the next cells.

export const ACCOUNT_MATRIX_ROUTES: MatrixRoute<null>[] = [
  {
    route: 'GET /api/user/export',
    name: 'download my data',
    url: () => '/api/user/export',
    expected: everyone(200),
  },
  {
    route: 'DELETE /api/user/account',
    name: 'delete my account with my password',
    url: () => '/api/user/account',
    body: (people, _fixture, caller) => ({ password: (caller ?? people.member).password }),
    // A fresh session: the deleted caller's usual one goes with the account.
    session: 'fresh',
    expected: { owner: 409, admin: 200, member: 200, outsider: 409, signedOut: 401 },
  },
];
