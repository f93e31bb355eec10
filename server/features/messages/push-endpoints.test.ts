import { createServer, type Server } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema-jobs';
import { pushSubscriptions } from '../../db/schema-messages';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { makeDevice, type PushServiceStub, startPushService } from '../../test/stub-services/push-service';
import { callAs, createTestApp, injectAs, signUp, type TestApp } from '../../test/test-app';
import {
  allowedPushEndpoint,
  DEFAULT_PUSH_SERVICE_HOSTS,
  isInsideAddress,
  parsePushServiceHosts,
  pinnedLookup,
  type Resolve,
  systemResolve,
} from './push-endpoints';

// Issue #36, item 2 (decision 042): a push endpoint can only name a browser's push service, and a
// push is never sent to an address on this machine or its network. Only loopback receives any
// traffic here: every other inside address is refused before a connection is tried.

describe('which addresses are inside', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'febf::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'ff02::1',
    'not-an-address',
  ])('%s is inside', (address) => {
    expect(isInsideAddress(address)).toBe(true);
  });

  it.each(['142.250.74.106', '172.32.0.1', '8.8.8.8', '2a00:1450:4010:c05::5f', '2606:4700::1111'])(
    '%s is outside',
    (address) => {
      expect(isInsideAddress(address)).toBe(false);
    },
  );
});

describe('which endpoints name a push service', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGZ',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('%s is allowed', (endpoint) => {
    expect(allowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).not.toBeNull();
  });

  it.each([
    'https://127.0.0.1:5499/push',
    'https://10.0.0.1/push',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilpush.apple.com/x',
    'https://push.apple.com/x',
    'https://user:pw@fcm.googleapis.com/fcm/send/abc',
    'not a url',
  ])('%s is not', (endpoint) => {
    expect(allowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBeNull();
  });

  it('reads PUSH_SERVICE_HOSTS, with the defaults when unset and a clear error for nonsense', () => {
    expect(parsePushServiceHosts(undefined)).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(parsePushServiceHosts(' Push.Example:8443, *.push.test ')).toEqual([
      'push.example:8443',
      '*.push.test',
    ]);
    expect(() => parsePushServiceHosts('https://push.example/')).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it('pins a connection to the address that was checked, whatever name it asks for', () => {
    const lookup = pinnedLookup({ address: '127.0.0.1', family: 4 });
    const one: unknown[] = [];
    lookup('elsewhere.example', {}, (...answer) => one.push(answer));
    lookup('elsewhere.example', { all: true }, (...answer) => one.push(answer));
    expect(one).toEqual([
      [null, '127.0.0.1', 4],
      [null, [{ address: '127.0.0.1', family: 4 }]],
    ]);
  });
});

describe('turning push on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ messages: { pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    'https://127.0.0.1:5499/push/x',
    'https://10.0.0.1/push/x',
    'https://[::1]/push/x',
    'https://internal.example/push/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
  ])('refuses %s with a clear message, and stores nothing', async (endpoint) => {
    const user = await signUp(t.app);
    const response = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint, keys: makeDevice('x').keys },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "The push endpoint must be an https address of a browser's push service (port 443)",
      code: 'push_endpoint_not_allowed',
    });
    const stored = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(stored).toEqual([]);
  });

  it("takes a browser's push service", async () => {
    const user = await signUp(t.app);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/a-device';
    await callAs(
      t.app,
      user,
      'POST',
      '/api/push/subscriptions',
      { endpoint, keys: makeDevice('x').keys },
      201,
    );
  });
});

describe('sending a push', () => {
  // A listener on loopback that counts connections: the loopback endpoints point at it.
  let listener: Server;
  let listenerPort = 0;
  let connections = 0;
  let stub: PushServiceStub;
  let t: TestApp;
  const resolved: string[] = [];

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const address = listener.address();
    listenerPort = typeof address === 'object' && address ? address.port : 0;
    // The stub on another loopback address, trusted for the test: the listener's stays refused.
    stub = await startPushService({ hostName: 'localhost', address: '127.0.0.2' });
    const stubPort = new URL(stub.endpointOf(makeDevice('any'))).port;
    // Fake DNS for names (no query leaves this machine); IP literals through the system's resolver.
    const resolve: Resolve = async (hostname) => {
      resolved.push(hostname);
      if (hostname === 'rebind.push.test')
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.7', family: 4 },
        ];
      if (hostname === 'loopback.push.test') return [{ address: '127.0.0.1', family: 4 }];
      // The name's answer at the check; the system's own answer for localhost (127.0.0.1 or ::1,
      // where nothing listens on the stub's port) is what a second lookup would find.
      if (hostname === 'localhost') return [{ address: '127.0.0.2', family: 4 }];
      return systemResolve(hostname);
    };
    t = await createTestApp({
      messages: {
        // Every host below is allowed, so what refuses them is the check at send time.
        pushServiceHosts: [
          `127.0.0.1:${listenerPort}`,
          `[::1]:${listenerPort}`,
          `loopback.push.test:${listenerPort}`,
          `[::ffff:7f00:1]:${listenerPort}`,
          '10.0.0.1',
          '169.254.169.254',
          '[fc00::1]',
          '[fd00::5]',
          '[fe80::1]',
          'rebind.push.test',
          `localhost:${stubPort}`,
        ],
        pushResolve: resolve,
        pushTrustedAddresses: ['127.0.0.2'],
        pushAgent: stub.agent,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  /** An owner whose one device has `endpoint`, a request from a member, and the jobs run once. */
  async function pushTo(endpoint: string) {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    await joinAs(t.app, member, cabin.accessCode);
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/push/subscriptions',
      { endpoint, keys: makeDevice('d').keys },
      201,
    );
    await t.app.jobs.runDue();
    await callAs(
      t.app,
      member,
      'POST',
      '/api/bookings',
      { startDate: '2031-12-20', endDate: '2031-12-23' },
      201,
    );
    // Twice: a delivery that failed for a passing reason would still be queued for a retry.
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const pushJobs = await t.database.db
      .select({ state: jobs.state, attempts: jobs.attempts, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, JOB_KINDS.sendPush));
    const devices = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, owner.id)));
    return { pushJobs, devices, owner };
  }

  it.each([
    ['127.0.0.1 (loopback)', () => `https://127.0.0.1:${listenerPort}/push/a`],
    ['::1 (loopback)', () => `https://[::1]:${listenerPort}/push/a`],
    ['a name that resolves to loopback', () => `https://loopback.push.test:${listenerPort}/push/a`],
    ['::ffff:127.0.0.1 (IPv4-mapped loopback)', () => `https://[::ffff:127.0.0.1]:${listenerPort}/push/a`],
    ['10.0.0.1 (private)', () => 'https://10.0.0.1/push/a'],
    ['169.254.169.254 (link-local)', () => 'https://169.254.169.254/latest/meta-data'],
    ['fc00::1 (unique-local)', () => 'https://[fc00::1]/push/a'],
    ['fd00::5 (unique-local)', () => 'https://[fd00::5]/push/a'],
    ['fe80::1 (link-local)', () => 'https://[fe80::1]/push/a'],
    ['a name with one public and one private address', () => 'https://rebind.push.test/push/a'],
  ])('refuses %s before connecting, never retries, and forgets the device', async (_name, endpoint) => {
    const before = connections;
    const { pushJobs, devices } = await pushTo(endpoint());
    expect(connections).toBe(before);
    const mine = pushJobs.filter((job) => job.state !== 'done');
    expect(mine).toEqual([expect.objectContaining({ state: 'failed', attempts: 1 })]);
    expect(devices).toEqual([]);
    await t.database.db.delete(jobs).where(eq(jobs.kind, JOB_KINDS.sendPush));
  });

  it('connects to the address it checked, not to a second answer for the name', async () => {
    const device = makeDevice('pinned');
    stub.register(device);
    resolved.length = 0;
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    await joinAs(t.app, member, cabin.accessCode);
    // The joining's own notification goes out before the device is there.
    await t.app.jobs.runDue();
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/push/subscriptions',
      { endpoint: stub.endpointOf(device), keys: device.keys },
      201,
    );
    await callAs(
      t.app,
      member,
      'POST',
      '/api/bookings',
      { startDate: '2032-01-10', endDate: '2032-01-12' },
      201,
    );
    await t.app.jobs.runDue();
    // Only the checked address (127.0.0.2) reaches the stub; the system's answer for localhost
    // would not, and the name was looked up once, by the check.
    expect(stub.received.map((push) => push.deviceId)).toEqual(['pinned']);
    expect(resolved).toEqual(['localhost']);
  });
});
