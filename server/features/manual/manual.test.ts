import { EMPTY_MANUAL_FACTS } from '@shared/schemas/manual';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The house manual (issue #15): a template in the owner's language, key facts, sections that the
// owner and admins write and everyone reads, and an order that names every section once.

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  admin = await signUp(t.app, { fullName: 'Anne Admin' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  await callAs(t.app, owner, 'POST', '/api/identity/update-user', { language: 'en' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  await joinAs(t.app, admin, cabin.accessCode);
  await joinAs(t.app, member, cabin.accessCode);
  await setRole(t.database.db, cabin.id, admin.id, 'admin');
});
afterAll(async () => {
  await t.close();
});

type Section = { id: string; title: string; body: string; position: number; updatedBy: string | null };

describe('the house manual', () => {
  it("starts from the template in the owner's language, the same for every member", async () => {
    const forMember = await callAs(t.app, member, 'GET', '/api/manual');
    expect(forMember.sections.map((section: Section) => section.title)).toEqual([
      'Arrival',
      'Water',
      'Heating',
      'Waste',
      'Departure',
    ]);
    expect(forMember.facts).toEqual(EMPTY_MANUAL_FACTS);
    const forOwner = await callAs(t.app, owner, 'GET', '/api/manual');
    expect(forOwner).toEqual(forMember);
  });

  it('lets the owner and admins write the facts and sections, and every member read them', async () => {
    const facts = {
      ...EMPTY_MANUAL_FACTS,
      wifiName: 'Fjellnett',
      wifiPassword: 'hemmelig-123',
      doorCode: '4711',
      contacts: [{ name: 'Per Nabo', role: 'Nabo, har ekstranøkkel', phone: '+47 900 00 000' }],
    };
    await callAs(t.app, admin, 'PUT', '/api/manual/facts', facts);
    const section = await callAs(
      t.app,
      owner,
      'POST',
      '/api/manual/sections',
      {
        title: 'Båten',
        body: '**Årene** ligger i [naustet](https://example.no). <script>alert(1)</script>',
      },
      201,
    );
    expect(section).toMatchObject({ title: 'Båten', position: 5, updatedBy: 'Olav Eier' });
    const read = await callAs(t.app, member, 'GET', '/api/manual');
    expect(read.facts).toEqual(facts);
    // The text is kept as written: the client renders Markdown with raw HTML off.
    expect(read.sections.at(-1).body).toBe(
      '**Årene** ligger i [naustet](https://example.no). <script>alert(1)</script>',
    );
    const changed = await callAs(t.app, admin, 'PATCH', `/api/manual/sections/${section.id}`, {
      body: 'I naustet.',
    });
    expect(changed).toMatchObject({ title: 'Båten', body: 'I naustet.', updatedBy: 'Anne Admin' });
  });

  it('refuses a plain member, a bad phone number and a blank title, and changes nothing', async () => {
    const before = await callAs(t.app, member, 'GET', '/api/manual');
    const asMember = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/manual/sections',
      payload: { title: 'Mitt', body: '' },
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ code: 'owner_or_admin_only' });
    const badPhone = await injectAs(t.app, owner, {
      method: 'PUT',
      url: '/api/manual/facts',
      payload: { ...EMPTY_MANUAL_FACTS, contacts: [{ name: 'Per', role: '', phone: 'ring meg' }] },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('A phone number has digits, spaces, +, - and brackets only');
    const blank = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/manual/sections',
      payload: { title: '   ', body: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A section needs a title');
    expect(await callAs(t.app, member, 'GET', '/api/manual')).toEqual(before);
  });

  it('reorders when the order names every section once, and refuses any other list', async () => {
    const { sections } = await callAs(t.app, owner, 'GET', '/api/manual');
    const ids = sections.map((section: Section) => section.id);
    const missingOne = await injectAs(t.app, owner, {
      method: 'PUT',
      url: '/api/manual/order',
      payload: { ids: ids.slice(1) },
    });
    expect(missingOne.statusCode).toBe(400);
    expect(missingOne.json()).toMatchObject({ code: 'manual_order_mismatch' });
    const reordered = await callAs(t.app, admin, 'PUT', '/api/manual/order', { ids: [...ids].reverse() });
    expect(reordered.sections.map((section: Section) => section.id)).toEqual([...ids].reverse());
    expect(reordered.sections.map((section: Section) => section.position)).toEqual(
      ids.map((_: string, i: number) => i),
    );
  });

  it('deletes a section, and a deleted one is not found', async () => {
    const { sections } = await callAs(t.app, owner, 'GET', '/api/manual');
    const [first] = sections as Section[];
    await callAs(t.app, owner, 'DELETE', `/api/manual/sections/${first?.id}`);
    const again = await injectAs(t.app, owner, {
      method: 'DELETE',
      url: `/api/manual/sections/${first?.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'manual_section_not_found' });
  });
});
