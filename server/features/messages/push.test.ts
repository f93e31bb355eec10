import { DEFAULT_MESSAGE_PREFERENCES, PUSH_SUBSCRIPTIONS_MAX } from '@shared/schemas/message-preferences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions } from '../../db/schema-messages';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import {
  makeDevice,
  type PushServiceStub,
  startPushService,
  type TestDevice,
} from '../../test/stub-services/push-service';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Web Push (issue #14) to a push service in the test that checks the VAPID signature and decrypts
// the message with the device's own key, as the browser's push service and the browser would.

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:drift@example.no' };
let stub: PushServiceStub;
let t: TestApp;

beforeAll(async () => {
  stub = await startPushService();
  const { host } = new URL(stub.endpointOf(makeDevice('any')));
  // The stub on 127.0.0.1 is the one push service these tests may reach (decision 042).
  t = await createTestApp({
    messages: { vapid, pushAgent: stub.agent, pushServiceHosts: [host], pushTrustedAddresses: ['127.0.0.1'] },
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(async () => {
  await t.app.jobs.runDue();
  stub.received.length = 0;
});

async function subscribe(user: TestUser, device: TestDevice) {
  stub.register(device);
  await callAs(
    t.app,
    user,
    'POST',
    '/api/push/subscriptions',
    { endpoint: stub.endpointOf(device), keys: device.keys },
    201,
  );
}

async function ownerWithDeviceAndRequest(name: string) {
  const owner = await signUp(t.app);
  const member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  await joinAs(t.app, member, cabin.accessCode);
  const device = makeDevice(name);
  await subscribe(owner, device);
  await t.app.jobs.runDue();
  stub.received.length = 0;
  await callAs(
    t.app,
    member,
    'POST',
    '/api/bookings',
    { startDate: '2031-12-20', endDate: '2031-12-23' },
    201,
  );
  return { owner, member, device };
}

describe('push messages', () => {
  it('hands out the public key the browser subscribes with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it("reach the owner's device signed with our key and readable only by it", async () => {
    const { device } = await ownerWithDeviceAndRequest('owner-phone');
    await t.app.jobs.runDue();
    expect(stub.refused).toEqual([]);
    expect(stub.received).toHaveLength(1);
    const [push] = stub.received;
    expect(push?.deviceId).toBe(device.id);
    expect(push?.vapidPublicKey).toBe(vapid.publicKey);
    expect(push?.claims.sub).toBe('mailto:drift@example.no');
    expect(push?.ttl).toBe(24 * 60 * 60);
    expect(push?.payload).toEqual({
      title: 'Ny bookingforespørsel · Fjellro',
      body: expect.stringContaining('Mona Medlem ønsker å bo på hytta'),
      path: '/visits',
      // The member's joining and the request, for the app badge.
      unread: 2,
    });
  });

  it('forgets a device the push service says is gone', async () => {
    const { owner, device } = await ownerWithDeviceAndRequest('old-phone');
    stub.answer(device, 410);
    await t.app.jobs.runDue();
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.id));
    expect(left).toEqual([]);
  });

  it('sends nothing by push when the owner turned requests off for push', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    await joinAs(t.app, member, cabin.accessCode);
    await subscribe(owner, makeDevice('quiet-phone'));
    await callAs(t.app, owner, 'PUT', '/api/user/notification-preferences', {
      ...DEFAULT_MESSAGE_PREFERENCES,
      bookingRequests: { push: false, email: true },
    });
    await t.app.jobs.runDue();
    stub.received.length = 0;
    await callAs(
      t.app,
      member,
      'POST',
      '/api/bookings',
      { startDate: '2031-11-20', endDate: '2031-11-23' },
      201,
    );
    await t.app.jobs.runDue();
    expect(stub.received).toEqual([]);
    // In the app it is there all the same.
    const inApp = await callAs(t.app, owner, 'GET', '/api/notifications');
    expect(inApp.map((notification: { type: string }) => notification.type)).toContain('pending_booking');
  });

  it('takes only https endpoints, keeps the newest devices, and turns one off', async () => {
    const user = await signUp(t.app);
    const plain = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'http://push.example/x', keys: makeDevice('x').keys },
    });
    expect(plain.statusCode).toBe(400);
    const devices = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 1 }, (_, index) =>
      makeDevice(`phone-${index}`),
    );
    for (const device of devices) await subscribe(user, device);
    const kept = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(kept.map((row) => row.endpoint)).not.toContain(stub.endpointOf(devices[0] as TestDevice));
    await callAs(t.app, user, 'DELETE', '/api/push/subscriptions', {
      endpoint: stub.endpointOf(devices[1] as TestDevice),
    });
    const again = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: stub.endpointOf(devices[1] as TestDevice) },
    });
    expect(again.json()).toMatchObject({ code: 'push_subscription_not_found' });
  });
});
