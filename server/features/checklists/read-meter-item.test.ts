import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooking, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

// The checklists' "Read the meter" item (issue #41, decision 062): a template item may carry the
// action 'read_meter', which a run copies, so the run can open the meter-reading form for its
// stay. Items without an action answer as before.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the 'read the meter' item", () => {
  it('is written on a template, read back, and copied to a run', async () => {
    const { owner, member, cabin } = await ownerAdminAndMember(t, 'Målerhytta');
    const created = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/checklists',
      payload: {
        title: 'Ved ankomst',
        kind: 'arrival',
        items: [{ text: 'Les av strømmåleren', action: 'read_meter' }, { text: 'Skru på varmen' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().items).toEqual([
      { id: expect.any(String), text: 'Les av strømmåleren', action: 'read_meter' },
      { id: expect.any(String), text: 'Skru på varmen' },
    ]);
    const stay = await addBooking(t.database.db, cabin.id, member.id, '2031-07-01', '2031-07-04');
    const run = await injectAs(t.app, member, {
      method: 'POST',
      url: `/api/checklists/${created.json().id}/runs`,
      payload: { bookingId: stay },
    });
    expect(run.statusCode, run.body).toBe(201);
    expect(run.json().items[0]).toMatchObject({
      text: 'Les av strømmåleren',
      action: 'read_meter',
      done: false,
    });
    expect(run.json().items[1].action).toBeUndefined();
  });

  it('refuses an unknown action with 400 naming it', async () => {
    const { owner } = await ownerAdminAndMember(t, 'Feilhytta');
    const response = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/checklists',
      payload: { title: 'Avreise', kind: 'departure', items: [{ text: 'Les av', action: 'open_door' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('action');
  });
});
