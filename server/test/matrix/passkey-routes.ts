import { everyone, type MatrixRoute } from '../access-matrix';

// The passkey calls under /api/identity/passkey (issue #39), for
// server/features/auth/passkey-matrix.test.ts. The fixture is the id of a passkey of the member's:
// only the member may rename or remove it; anyone else is told there is no such passkey.

/** Names no passkey: the browser's answer to a challenge this server never gave. */
const MADE_UP_RESPONSE = {
  id: 'bWFkZS11cA',
  rawId: 'bWFkZS11cA',
  type: 'public-key',
  clientExtensionResults: {},
};

const onlyTheMember = (status: number) => ({
  owner: 404,
  admin: 404,
  member: status,
  outsider: 404,
  signedOut: 401,
});

export const PASSKEY_MATRIX_ROUTES: MatrixRoute<string>[] = [
  {
    route: 'GET /api/identity/passkey/generate-register-options',
    name: 'start adding a passkey',
    url: () => '/api/identity/passkey/generate-register-options',
    expected: everyone(200),
  },
  {
    route: 'POST /api/identity/passkey/verify-registration',
    // Without the challenge cookie of the call above there is nothing to verify against.
    name: 'add a passkey without a challenge',
    url: () => '/api/identity/passkey/verify-registration',
    body: () => ({
      response: { ...MADE_UP_RESPONSE, response: { clientDataJSON: 'e30', attestationObject: 'oA' } },
      name: 'Telefonen',
    }),
    expected: everyone(400),
  },
  {
    route: 'GET /api/identity/passkey/generate-authenticate-options',
    name: 'start signing in with a passkey',
    url: () => '/api/identity/passkey/generate-authenticate-options',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 },
  },
  {
    route: 'POST /api/identity/passkey/verify-authentication',
    name: 'sign in with a passkey without a challenge',
    url: () => '/api/identity/passkey/verify-authentication',
    body: () => ({
      response: {
        ...MADE_UP_RESPONSE,
        response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      },
    }),
    expected: { owner: 400, admin: 400, member: 400, outsider: 400, signedOut: 400 },
  },
  {
    route: 'GET /api/identity/passkey/list-user-passkeys',
    name: 'list my passkeys',
    url: () => '/api/identity/passkey/list-user-passkeys',
    expected: everyone(200),
  },
  {
    route: 'POST /api/identity/passkey/update-passkey',
    name: "rename the member's passkey",
    url: () => '/api/identity/passkey/update-passkey',
    body: (_people, passkeyId) => ({ id: passkeyId, name: 'Nytt navn' }),
    expected: onlyTheMember(200),
  },
  {
    route: 'POST /api/identity/passkey/delete-passkey',
    // The member has a password too, so the passkey is not their last way in.
    name: "remove the member's passkey",
    url: () => '/api/identity/passkey/delete-passkey',
    body: (_people, passkeyId) => ({ id: passkeyId }),
    expected: onlyTheMember(200),
  },
];
