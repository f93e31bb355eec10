import { join } from 'node:path';
import { makeDevice, startPushService } from '../server/test/stub-services/push-service';
import { startSmtpStub } from '../server/test/stub-services/smtp-stub';
import {
  postJson,
  repoRoot,
  sendJson,
  signUpCookie,
  startBenchServer,
  writeResult,
} from './support/bench-server';
import { measureCycles } from './support/load';
import { addDays, inParallel } from './support/seed-cabin';

// Messages outside the app (issue #14): a booking request that notifies 50 members by push and
// e-mail must answer as fast as one that notifies nobody, because the request only adds one job
// and the queue sends afterwards. Both kinds of request run interleaved in one run, against a
// real SMTP server and a push service in this process; p99 side by side. Not a test.

const RECIPIENTS = 50;
const PARALLEL = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function main() {
  const smtp = await startSmtpStub();
  const push = await startPushService();
  const server = await startBenchServer({
    databaseUrl: null,
    localPush: true,
    env: {
      // The push service in this process, on 127.0.0.1 (decision 042: named, and let through).
      PUSH_SERVICE_HOSTS: new URL(push.endpointOf(makeDevice('any'))).host,
      SMTP_URL: smtp.url,
      // The push service's certificate is the test's own.
      NODE_EXTRA_CA_CERTS: join(repoRoot, 'server', 'test', 'fixtures', 'push-tls', 'cert.pem'),
    },
  });
  try {
    // A cabin whose owner and 50 admins each have a device and e-mail on, and a member who asks.
    const owner = await signUpCookie(server.baseUrl, 'owner');
    const cabin = (await (
      await postJson(server.baseUrl, '/api/cabin/create', { name: 'Storhytta' }, owner)
    ).json()) as {
      accessCode: string;
    };
    const admins: string[] = [];
    await inParallel(RECIPIENTS, 8, async (index) => {
      admins[index] = await signUpCookie(server.baseUrl, `admin${index}`);
    });
    for (const [index, cookie] of admins.entries()) {
      await postJson(server.baseUrl, '/api/user/join-cabin', { accessCode: cabin.accessCode }, cookie);
      const me = (await (await fetch(`${server.baseUrl}/api/auth/me`, { headers: { cookie } })).json()) as {
        user: { id: string };
      };
      await sendJson(server.baseUrl, 'PATCH', `/api/cabin/members/${me.user.id}`, { role: 'admin' }, owner);
      const device = makeDevice(`admin-${index}`);
      push.register(device);
      await postJson(
        server.baseUrl,
        '/api/push/subscriptions',
        { endpoint: push.endpointOf(device), keys: device.keys },
        cookie,
      );
    }
    const member = await signUpCookie(server.baseUrl, 'member');
    await postJson(server.baseUrl, '/api/user/join-cabin', { accessCode: cabin.accessCode }, member);
    // A cabin of one: its owner's own stay notifies nobody.
    const loner = await signUpCookie(server.baseUrl, 'loner');
    await postJson(server.baseUrl, '/api/cabin/create', { name: 'Enehytta' }, loner);

    const fanOut: number[] = [];
    const quiet: number[] = [];
    const first = addDays(new Date().toISOString().slice(0, 10), 2);
    const figures = await measureCycles(PARALLEL, DURATION_S, ['fanOut', 'quiet'], async (index) => {
      const startDate = addDays(first, 2 * index);
      const body = { startDate, endDate: addDays(startDate, 1) };
      const askedAt = performance.now();
      await postJson(server.baseUrl, '/api/bookings', body, member);
      const quietAt = performance.now();
      await postJson(server.baseUrl, '/api/bookings', body, loner);
      const doneAt = performance.now();
      fanOut.push(quietAt - askedAt);
      quiet.push(doneAt - quietAt);
      return [quietAt - askedAt, doneAt - quietAt];
    });
    const p99 = (values: number[]) => {
      const sorted = values.toSorted((a, b) => a - b);
      return Number(
        (sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN).toFixed(2),
      );
    };
    const result = {
      recipients: RECIPIENTS,
      parallel: PARALLEL,
      requests: fanOut.length,
      notifying50P99Ms: p99(fanOut),
      notifyingNobodyP99Ms: p99(quiet),
      // What the queue delivered while the requests ran (it goes on sending afterwards).
      emailsDelivered: smtp.received.length,
      pushesDelivered: push.received.length,
      pushesRefused: push.refused.length,
      cyclesPerSecond: figures.cyclesPerSecond,
      measuredAt: new Date().toISOString(),
    };
    console.table({
      'POST /api/bookings notifying 50 (push + e-mail)': { p99Ms: result.notifying50P99Ms },
      'POST /api/bookings notifying nobody': { p99Ms: result.notifyingNobodyP99Ms },
    });
    console.log(
      `${result.requests} requests of each kind; meanwhile ${result.emailsDelivered} e-mails and ${result.pushesDelivered} pushes delivered (${result.pushesRefused} refused).`,
    );
    writeResult('notifyFanOut', result);
  } finally {
    await server.stop();
    await push.close();
    await smtp.close();
  }
}

await main();
