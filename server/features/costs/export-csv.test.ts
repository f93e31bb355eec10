import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightFeeCharges } from '../../db/schema-costs';
import { createCabinAs, joinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { expenseBody } from '../../test/cost-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// A year's costs as CSV (issue #16): a row per expense, payment and night fee of that year, oldest
// first, the amount in kroner, who paid, the split, and a column per member's part, in the reader's
// language; a download named after the year. It is read back with a real CSV parser, as Excel in
// Norway reads it (`;` between cells, a decimal comma) and as a reader set to `,` would (issue #36,
// item 8): no cell may start like a formula either way.

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
  const payment = await callAs(
    t.app,
    owner,
    'POST',
    '/api/expenses/payments',
    { toUserId: member.id, amountOre: 5_000, date: '2026-03-01' },
    201,
  );
  await callAs(t.app, member, 'POST', `/api/expenses/payments/${payment.id}/confirm`, undefined, 200);
  // One the admin says they paid, not confirmed: it is in no balance, so in no row either.
  await callAs(
    t.app,
    admin,
    'POST',
    '/api/expenses/payments',
    { toUserId: owner.id, amountOre: 7_000, date: '2026-03-02' },
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

/** The cells as Excel in Norway reads them: `;` between cells, quotes honoured. */
const cellsOf = (body: string): string[][] => parse(body, { delimiter: ';', bom: true });

/**
 * The cells as a reader set to `,` finds them in this `;` file: with the quotes out of step it
 * splits wherever a `,` is, inside descriptions too (csv-parse with relaxed quotes, and with quotes
 * ignored altogether).
 */
const commaReadings = (body: string): string[][] => [
  ...parse(body, { delimiter: ',', bom: true, relax_quotes: true, relax_column_count: true }),
  ...parse(body, { delimiter: ',', bom: true, quote: false, relax_column_count: true }),
];

/** A cell a spreadsheet would run: a formula character after any spaces, tabs or quote marks it may drop. */
const runsAsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

describe('the CSV export', () => {
  it('lists the year in English: expenses, payments and night fees with every member’s part', async () => {
    const response = await exportAs(member, 2026, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hytta-costs-2026.csv"');
    expect(response.body.startsWith('\uFEFF"Date";"Kind";')).toBe(true);
    const [header, ...rows] = cellsOf(response.body);
    // Columns per member, by name: Astrid Admin, Mona Medlem, Olav Eier.
    expect(header).toEqual([
      'Date',
      'Kind',
      'Description',
      'Category',
      'Amount',
      'Paid by',
      'Split',
      'Astrid Admin',
      'Mona Medlem',
      'Olav Eier',
    ]);
    // 1 kr among three solo households: the leftover øre goes to the earliest user id.
    expect(rows[0]?.slice(0, 7)).toEqual([
      '2026-01-15',
      'Expense',
      "'=SUM(A1)",
      'Other',
      '1,00',
      'Astrid Admin',
      'Equally',
    ]);
    expect(rows[0]?.slice(7).sort()).toEqual(['0,33', '0,33', '0,34']);
    expect(rows.slice(1)).toEqual([
      [
        '2026-02-01',
        'Expense',
        'Strøm "vinter"',
        'Electricity',
        '1234,50',
        'Mona Medlem',
        'Equally',
        '411,50',
        '411,50',
        '411,50',
      ],
      ['2026-03-01', 'Payment', 'Payment to Mona Medlem', '', '50,00', 'Olav Eier', '', '', '50,00', ''],
      [
        '2026-07-03',
        'Night fee',
        '2 nights, 2026-07-01 to 2026-07-03',
        '',
        '200,00',
        'Olav Eier',
        '',
        '200,00',
        '',
        '',
      ],
    ]);
  });

  it('speaks Norwegian by default, and a year without costs has only the header', async () => {
    const response = await exportAs(owner, 2025, 'nb-NO');
    const [header, first] = cellsOf(response.body);
    expect(header).toEqual([
      'Dato',
      'Type',
      'Beskrivelse',
      'Kategori',
      'Beløp',
      'Betalt av',
      'Fordeling',
      'Astrid Admin',
      'Mona Medlem',
      'Olav Eier',
    ]);
    expect(first?.slice(0, 7)).toEqual([
      '2025-11-01',
      'Utgift',
      'Fjorårets ved',
      'Ved',
      '1,00',
      'Olav Eier',
      'Likt',
    ]);
    const empty = await exportAs(owner, 2024, 'no');
    expect(cellsOf(empty.body)).toHaveLength(1);
    expect(empty.headers['content-disposition']).toContain('hytta-costs-2024.csv');
  });

  it('keeps formula-like text from running wherever a cell can start, read with `;` or `,` (issue #36, item 8)', async () => {
    const eier = await signUp(t.app, { fullName: '=Ola, -Nordmann' });
    const medlem = await signUp(t.app, { fullName: 'Kari;@Hansen' });
    await createCabinAs(t.app, eier, 'Formelhytta').then((cabin) => joinAs(t.app, medlem, cabin.accessCode));
    const descriptions = [
      '=HYPERLINK("http://example.com","klikk")',
      'Ved; =1+1',
      'Strøm, +47 99 99 99 99',
      'Linje 1\n@SUM(1)',
      'Tak "nytt",-2+3',
      'Æøå;;,"=1+1"',
      'Tab\t=1',
      'Retur\r\n+1',
      'Helt vanlig; med, skilletegn',
    ];
    for (const [index, description] of descriptions.entries())
      await callAs(
        t.app,
        eier,
        'POST',
        '/api/expenses',
        expenseBody({ description, amountOre: 100_001 + index, date: `2027-01-${String(index + 10)}` }),
        201,
      );
    const response = await exportAs(medlem, 2027, 'no');
    expect(response.statusCode).toBe(200);

    const [header, ...rows] = cellsOf(response.body);
    // Read as Excel in Norway reads it, every row has its cells and every value comes back: the
    // text as written but for an apostrophe before a formula character where a cell could start.
    expect(header?.slice(7)).toEqual(["'=Ola, '-Nordmann", "Kari;'@Hansen"]);
    expect(rows.map((row) => row.length)).toEqual(descriptions.map(() => 9));
    expect(rows.map((row) => row[2])).toEqual([
      '\'=HYPERLINK("http://example.com","klikk")',
      "Ved; '=1+1",
      "Strøm, '+47 99 99 99 99",
      "Linje 1\n'@SUM(1)",
      'Tak "nytt",\'-2+3',
      'Æøå;;,"\'=1+1"',
      "Tab\t'=1",
      "Retur\r\n'+1",
      'Helt vanlig; med, skilletegn',
    ]);
    expect(rows.map((row) => row[2]?.replaceAll("'", ''))).toEqual(
      descriptions.map((text) => text.replaceAll("'", '')),
    );
    expect(rows.map((row) => row[4])).toEqual(descriptions.map((_, index) => `1000,0${index + 1}`));
    expect(rows.map((row) => row[5])).toEqual(descriptions.map(() => "'=Ola, '-Nordmann"));

    for (const cell of [...cellsOf(response.body), ...commaReadings(response.body)].flat())
      expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);
  });

  it('needs a year', async () => {
    expect(
      (await injectAs(t.app, owner, { method: 'GET', url: '/api/expenses/export.csv' })).statusCode,
    ).toBe(400);
  });
});
