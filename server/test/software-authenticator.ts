import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A passkey in software for the server tests (issue #39): a P-256 key that answers the options of
// Hytta's passkey calls as a browser and an authenticator would, with attestation "none". Only
// what the WebAuthn ceremony needs; the browser suite uses Chromium's own virtual authenticator.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** CBOR's head: major type and length (RFC 8949), for the few values a credential needs. */
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, inner]) => [cbor(key), cbor(inner)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type CreationOptions = { challenge: string; rp: { id?: string } };
type RequestOptions = { challenge: string; rpId?: string };

export type SoftwarePasskey = {
  credentialId: string;
  /** The answer to navigator.credentials.create() with these options, as JSON. */
  register: (options: CreationOptions, origin: string) => Record<string, unknown>;
  /** The answer to navigator.credentials.get() with these options, as JSON. */
  authenticate: (options: RequestOptions, origin: string) => Record<string, unknown>;
};

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** A new passkey for the relying party `rpId`, its signature count starting at 0. */
export function softwarePasskey(rpId: string): SoftwarePasskey {
  const { privateKey, publicKey }: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync(
    'ec',
    { namedCurve: 'P-256' },
  );
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  let counter = 0;
  const authenticatorData = (flags: number, attested: Buffer = Buffer.alloc(0)) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
  };
  return {
    credentialId: b64url(credentialId),
    register(options, origin) {
      if ((options.rp.id ?? rpId) !== rpId)
        throw new Error(`options for another relying party: ${options.rp.id}`);
      // COSE_Key: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x (-2) and y (-3).
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      // An all-zero AAGUID: an authenticator that does not say what it is.
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const authData = authenticatorData(
        FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL,
        attested,
      );
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    authenticate(options, origin) {
      if ((options.rpId ?? rpId) !== rpId)
        throw new Error(`options for another relying party: ${options.rpId}`);
      const data = clientData('webauthn.get', options.challenge, origin);
      const authData = authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
