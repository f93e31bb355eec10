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
    route: 'POST /api/identity/update-user',
    // The caller's own name again: it is their own row or nothing.
    name: 'update my own full name',
    url: () => '/api/identity/update-user',
    body: (people, _fixture, caller) => ({ name: (caller ?? people.member).fullName }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/identity/request-password-reset',
    // The same answer for every caller, and for an address with no account (issue #14).
    name: "ask for a reset link for the member's address",
    url: () => '/api/identity/request-password-reset',
    body: (people) => ({ email: people.member.email }),
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
  {
    route: 'POST /api/identity/reset-password',
    name: 'choose a new password with a made-up token',
    url: () => '/api/identity/reset-password',
    body: () => ({ newPassword: 'et-nytt-passord', token: 'not-a-real-token' }),
    expected: { owner: 400, admin: 400, member: 400, outsider: 400, signedOut: 400 },
  },
  {
    route: 'POST /api/identity/change-email',
    // With the current password (issue #36); nothing changes until both addresses confirm it.
    name: 'ask to change my address',
    url: () => '/api/identity/change-email',
    body: (people, _fixture, caller) => ({
      newEmail: `ny-${caller?.username ?? 'ingen'}@example.no`,
      currentPassword: (caller ?? people.member).password,
    }),
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    route: 'GET /api/identity/verify-email',
    name: 'confirm an address with a made-up token',
    url: () => '/api/identity/verify-email?token=not-a-real-token',
    expected: { owner: 401, admin: 401, member: 401, outsider: 401, signedOut: 401 },
  },
  {
    route: 'POST /api/identity/send-verification-email',
    name: "send the member's confirmation e-mail again",
    url: () => '/api/identity/send-verification-email',
    body: (people) => ({ email: people.member.email }),
    // Signed in, only for one's own address.
    expected: { owner: 400, admin: 400, member: 200, outsider: 400, signedOut: 200 },
  },
  // OpenID Connect providers (issue #39): the matrix's app has none configured, so every provider
  // call is refused whoever asks (server/features/auth/oidc-sign-in.test.ts signs in through a
  // real provider). The ways-in calls act on the caller's own account only.
  {
    route: 'POST /api/identity/sign-in/social',
    name: 'start a sign-in through a provider that is not configured',
    url: () => '/api/identity/sign-in/social',
    body: () => ({ provider: 'vipps' }),
    expected: { owner: 400, admin: 400, member: 400, outsider: 400, signedOut: 400 },
  },
  {
    route: 'POST /api/identity/link-social',
    name: 'start linking a provider that is not configured',
    url: () => '/api/identity/link-social',
    body: () => ({ provider: 'vipps' }),
    expected: everyone(400),
  },
  {
    route: 'GET /api/identity/callback/{providerId}',
    name: "come back from a provider that is not configured, with the member's made-up code",
    url: () => '/api/identity/callback/vipps?code=made-up&state=made-up',
    expected: { owner: 404, admin: 404, member: 404, outsider: 404, signedOut: 404 },
  },
  {
    route: 'GET /api/auth/providers',
    name: 'the providers the sign-in page offers',
    url: () => '/api/auth/providers',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
  {
    route: 'GET /api/auth/sign-in-methods',
    name: 'my ways in',
    url: () => '/api/auth/sign-in-methods',
    expected: everyone(200),
  },
  {
    route: 'DELETE /api/auth/sign-in-methods/providers/{providerId}',
    // The member's password account is not a provider: nobody removes it this way.
    name: 'unlink a provider I never linked',
    url: () => '/api/auth/sign-in-methods/providers/credential',
    expected: everyone(404),
  },
  {
    route: 'POST /api/auth/password',
    // Every arranged person has a password already, so none gets a second one.
    name: 'set a first password on an account that has one',
    url: () => '/api/auth/password',
    body: () => ({ newPassword: 'et-helt-nytt-passord' }),
    expected: everyone(400),
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
