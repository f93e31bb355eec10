import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

// A push service for tests, speaking what a browser vendor's does: it takes a Web Push message
// over HTTPS, checks the VAPID JWT against the key in the Authorization header (RFC 8292), and
// decrypts the body with the subscription's private key (RFC 8291, aes128gcm, RFC 8188), like the
// browser would. A device can be told to answer 410 (gone) or 500.

const tlsDir = join(import.meta.dirname, '..', 'fixtures', 'push-tls');

/** A device: the key pair and auth secret a browser makes when it subscribes. */
export type TestDevice = {
  id: string;
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
};

export function makeDevice(id: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    id,
    privateKey: ecdh.getPrivateKey(),
    publicKey: ecdh.getPublicKey(),
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

export type ReceivedPush = {
  deviceId: string;
  payload: unknown;
  ttl: number;
  /** The JWT's claims, after its signature was checked. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
};

export type PushServiceStub = {
  /** The endpoint URL of a device. */
  endpointOf: (device: TestDevice) => string;
  register: (device: TestDevice) => void;
  /** What the device answers from now on. */
  answer: (device: TestDevice, status: 201 | 410 | 404 | 500) => void;
  received: ReceivedPush[];
  /** Requests refused for a bad signature or a body that does not decrypt. */
  refused: string[];
  /** An HTTPS agent that trusts the stub's certificate. */
  agent: Agent;
  close: () => Promise<void>;
};

function verifyVapid(authorization: string, origin: string): ReceivedPush['claims'] & { key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, key] = [match[1], match[2]];
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Error('malformed JWT');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (body.aud !== origin) throw new Error(`JWT aud ${body.aud}, expected ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(body.exp > now && body.exp <= now + 24 * 60 * 60)) throw new Error(`JWT exp ${body.exp}`);
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`JWT sub ${body.sub}`);
  return { ...body, key };
}

/** RFC 8291 with RFC 8188's aes128gcm, one record, as the browser decrypts it. */
function decrypt(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * `hostName`: the name endpoints use for the stub (a test resolves it itself); `address`: the
 * loopback address it listens on.
 */
export async function startPushService(
  options: { hostName?: string; address?: string } = {},
): Promise<PushServiceStub> {
  const cert = readFileSync(join(tlsDir, 'cert.pem'));
  const devices = new Map<string, { device: TestDevice; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server: Server = createServer(
    { cert, key: readFileSync(join(tlsDir, 'key.pem')) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
        const entry = devices.get(id);
        if (!entry || request.method !== 'POST') {
          response.writeHead(404).end();
          return;
        }
        if (entry.status !== 201) {
          response.writeHead(entry.status).end();
          return;
        }
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const { address, port } = server.address() as AddressInfo;
          const claims = verifyVapid(
            String(request.headers.authorization ?? ''),
            `https://${options.hostName ?? address}:${port}`,
          );
          const payload: unknown = JSON.parse(decrypt(entry.device, Buffer.concat(chunks)));
          received.push({
            deviceId: id,
            payload,
            ttl: Number(request.headers.ttl),
            claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub },
            vapidPublicKey: claims.key,
          });
          response.writeHead(201).end();
        } catch (error) {
          refused.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, options.address ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    endpointOf: (device) =>
      `https://${options.hostName ?? options.address ?? '127.0.0.1'}:${port}/push/${encodeURIComponent(device.id)}`,
    register: (device) => devices.set(device.id, { device, status: 201 }),
    answer: (device, status) => devices.set(device.id, { device, status }),
    received,
    refused,
    agent,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
