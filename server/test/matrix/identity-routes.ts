import { everyone, type MatrixRoute } from '../access-matrix';

// Better Auth's calls under /api/identity and the app's session calls under /api/auth, for
// server/features/auth/identity-matrix.test.ts. Signing up and in is open to anyone; what the
// matrix checks is that none of it reads or changes cabin A or its members.

/** The wrong password every caller tries on the member's e-mail. */
const WRONG_PASSWORD = 'not-the-right-password';

let signUps = 0;
/** A new address and username per call: each cell signs a new person up. */
const newPerson = () => {
  signUps += 1;
  const username = `ny_${signUps}_${Date.now() % 100000}`;
  return { email: `${username}@example.no`, password: 'correct-horse-battery', name: 'Ny Person', username };
};

export const IDENTITY_MATRIX_ROUTES: MatrixRoute<null>[] = [
  {
    route: 'POST /api/identity/sign-up/email',
    name: 'sign a new person up',
    url: () => '/api/identity/sign-up/email',
    body: () => newPerson(),
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
  {
    route: 'POST /api/identity/sign-in/username',
    // The signed-out caller is a browser without a session: it signs in as the member.
    name: 'sign in by username with the right password',
    url: () => '/api/identity/sign-in/username',
    body: (people, _fixture, caller) => {
      const who = caller ?? people.member;
      return { username: who.username, password: who.password };
    },
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
  {
    route: 'POST /api/identity/sign-in/email',
    name: "sign in with the member's e-mail and a wrong password",
    url: () => '/api/identity/sign-in/email',
    body: (people) => ({ email: people.member.email, password: WRONG_PASSWORD }),
    expected: { owner: 401, admin: 401, member: 401, outsider: 401, signedOut: 401 },
  },
  {
    route: 'POST /api/identity/sign-out',
    name: 'sign out',
    url: () => '/api/identity/sign-out',
    body: () => ({}),
    session: 'fresh',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
  {
    route: 'GET /api/identity/get-session',
    // Signed out, the answer is 200 with null: there is no session to show.
    name: 'read the session',
    url: () => '/api/identity/get-session',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
  {
    route: 'POST /api/identity/change-password',
    // The same password again, so the other cells can still sign in with it.
    name: 'change the password',
    url: () => '/api/identity/change-password',
    body: (people, _fixture, caller) => {
      const password = (caller ?? people.member).password;
      return { currentPassword: password, newPassword: password };
    },
    expected: everyone(200),
  },
  {
    route: 'POST /api/auth/clerk-sync',
    // The body cannot choose who the user is: the member's id in it changes nothing.
    name: "sync with the member's details in the body",
    url: () => '/api/auth/clerk-sync',
    body: (people) => ({ clerkId: people.member.id, username: people.member.username }),
    expected: everyone(200),
  },
  { route: 'GET /api/auth/me', name: 'who am I', url: () => '/api/auth/me', expected: everyone(200) },
  {
    route: 'POST /api/auth/logout',
    name: 'log out',
    url: () => '/api/auth/logout',
    session: 'fresh',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
];
