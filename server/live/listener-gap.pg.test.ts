import { LIVE_CLOSE_NOT_MEMBER } from '@shared/live-events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAdminAndMember } from '../test/cabin-fixtures';
import { joinedSocket, liveUrlOf } from '../test/live-client';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { LIVE_CHANNEL } from './live-channel';

// Issue #13, item 9: after the event stream had a gap (the database listener's connection was lost
// and came back), every joined socket's membership is checked again, since a removal may be among
// the events missed. Only PostgreSQL has a listener connection that can be lost; the embedded
// database delivers NOTIFY in-process, with no gap to have, so this file (`*.pg.test.ts`) runs
// only on the PostgreSQL run (vitest.config.ts).

describe('a gap in the event stream', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let cabinId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({
      owner,
      member,
      cabin: { id: cabinId },
    } = await ownerAdminAndMember(t, 'Hytte A'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks every joined socket again, and closes one whose member was removed meanwhile', async () => {
    const memberSocket = await joinedSocket(liveUrlOf(t.app), member.cookie, cabinId);
    const ownerSocket = await joinedSocket(liveUrlOf(t.app), owner.cookie, cabinId);
    // A removal the live stream never carried: written straight to the database.
    await t.database.db.execute(
      sql`delete from cabin_members where cabin_id = ${cabinId} and user_id = ${member.id}`,
    );
    // The listener's connection is cut; it comes back by itself and reports the gap.
    const cut = await t.database.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
       where datname = current_database() and query = 'LISTEN "${LIVE_CHANNEL}"'`,
    );
    expect(cut).toEqual([{ cut: true }]);

    expect(await memberSocket.nextOf('error')).toMatchObject({ type: 'error', code: 'not_member' });
    expect(await memberSocket.closed).toEqual({ code: LIVE_CLOSE_NOT_MEMBER });
    // The owner is still a member: told to refetch, and kept.
    expect(await ownerSocket.nextOf('resync')).toMatchObject({ type: 'resync' });
    ownerSocket.close();
  });
});
