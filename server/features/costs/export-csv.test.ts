import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightFeeCharges } from '../../db/schema-costs';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, type TestApp, type TestUser } from '../../test/test-app';
import { expenseBody } from './cost-fixtures';

// A year's costs as CSV (issue #16): a row per expense, payment and night fee of that year, oldest
// first, the amount in kroner with a dot, who paid, the split, and a column per member's part, in
// the reader's language; a download named after the year.

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let cabinId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-08-01T10:00:00Z') });
  let cabin: { id: string };
  ({ owner, admin, member, cabin } = await ownerAdminAndMember(t, 'Fjellro'));
  cabinId = cabin.id;
  await callAs(
    t.app,
    owner,
    'POST',
    '/api/expenses',
    expenseBody({ description: 'Fjorårets ved', date: '2025-11-01' }),
    201,
  );
  await callAs(
    t.app,
    member,
    'POST',
    '/api/expenses',
    expenseBody({
      description: 'Strøm "vinter"',
      amountOre: 123_450,
      date: '2026-02-01',
      category: 'electricity',
    }),
    201,
  );
  await callAs(
    t.app,
    admin,
    'POST',
    '/api/expenses',
    expenseBody({ description: '=SUM(A1)', amountOre: 100, date: '2026-01-15', category: 'other' }),
    201,
  );
  await callAs(
    t.app,
    owner,
    'POST',
    '/api/expenses/payments',
    { toUserId: member.id, amountOre: 5_000, date: '2026-03-01' },
    201,
  );
  await t.database.db.insert(nightFeeCharges).values({
    cabinId,
    bookingId: '0c0c0c0c-0000-4000-8000-00000000000c',
    userId: admin.id,
    ownerId: owner.id,
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    nights: 2,
    adults: 1,
    children: 0,
    amountOre: 20_000,
  });
});
afterAll(async () => {
  await t.close();
});

async function exportAs(user: TestUser, year: number, language: string) {
  return injectAs(t.app, user, {
    method: 'GET',
    url: `/api/expenses/export.csv?year=${year}`,
    headers: { 'accept-language': language },
  });
}

describe('the CSV export', () => {
  it('lists the year in English: expenses, payments and night fees with every member’s part', async () => {
    const response = await exportAs(member, 2026, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hytta-costs-2026.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    // Columns per member, by name: Astrid Admin, Mona Medlem, Olav Eier.
    expect(lines[0]).toBe(
      'Date,Kind,Description,Category,Amount,Paid by,Split,Astrid Admin,Mona Medlem,Olav Eier',
    );
    // 1 kr among three solo households: the leftover øre goes to the earliest user id.
    expect(lines[1]).toMatch(/^2026-01-15,Expense,'=SUM\(A1\),Other,1\.00,Astrid Admin,Equally,/);
    expect(lines[1]?.split(',').slice(7).sort()).toEqual(['0.33', '0.33', '0.34']);
    expect(lines.slice(2)).toEqual([
      '2026-02-01,Expense,"Strøm ""vinter""",Electricity,1234.50,Mona Medlem,Equally,411.50,411.50,411.50',
      '2026-03-01,Payment,Payment to Mona Medlem,,50.00,Olav Eier,,,50.00,',
      '2026-07-03,Night fee,"2 nights, 2026-07-01 to 2026-07-03",,200.00,Olav Eier,,200.00,,',
    ]);
  });

  it('speaks Norwegian by default, and a year without costs has only the header', async () => {
    const response = await exportAs(owner, 2025, 'nb-NO');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      'Dato,Type,Beskrivelse,Kategori,Beløp,Betalt av,Fordeling,Astrid Admin,Mona Medlem,Olav Eier',
    );
    expect(lines[1]).toMatch(/^2025-11-01,Utgift,Fjorårets ved,Ved,1\.00,Olav Eier,Likt,/);
    const empty = await exportAs(owner, 2024, 'no');
    expect(
      empty.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n'),
    ).toHaveLength(1);
    expect(empty.headers['content-disposition']).toContain('hytta-costs-2024.csv');
  });

  it('needs a year', async () => {
    expect(
      (await injectAs(t.app, owner, { method: 'GET', url: '/api/expenses/export.csv' })).statusCode,
    ).toBe(400);
  });
});
