import type { Language } from '@shared/constants';
import type { Split } from '@shared/schemas/costs';
import { stringify } from 'csv-stringify/sync';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { requireCurrentMembership } from '../cabins';
import { ledgerOf } from './ledger';
import { cabinMemberNames } from './split-households';

// A year's costs as CSV (issue #16): one row per expense, payment and night fee of the year (by
// its date; a night fee by its stay's departure day), oldest first, in the reader's language.
// "Paid by" is who the row credits and each member's column what it charges them, so summing a
// member's column against what they paid gives the year's part of their balance.
//
// The file is written as Excel in Norway reads it (issue #36, item 8; decision 036): cells split by
// `;`, amounts in kroner with a decimal comma ("1234,50"), every cell quoted (so a `,` or `;` in a
// description stays inside its cell), and a byte order mark so Excel reads æøå. Text a spreadsheet
// could run as a formula is neutralised wherever a cell could start: see `asText`.

const TEXTS = {
  no: {
    header: ['Dato', 'Type', 'Beskrivelse', 'Kategori', 'Beløp', 'Betalt av', 'Fordeling'],
    kinds: { expense: 'Utgift', payment: 'Betaling', nightFee: 'Døgnpris' },
    categories: {
      electricity: 'Strøm',
      firewood: 'Ved',
      maintenance: 'Vedlikehold',
      insurance: 'Forsikring',
      food: 'Mat',
      other: 'Annet',
    },
    splits: { equal: 'Likt', shares: 'Etter eierandel', nights: 'Etter overnattinger', custom: 'Egne beløp' },
    payment: (to: string) => `Betaling til ${to}`,
    nightFee: (nights: number, from: string, to: string) => `${nights} netter, ${from} til ${to}`,
    unknown: 'Slettet bruker',
  },
  en: {
    header: ['Date', 'Kind', 'Description', 'Category', 'Amount', 'Paid by', 'Split'],
    kinds: { expense: 'Expense', payment: 'Payment', nightFee: 'Night fee' },
    categories: {
      electricity: 'Electricity',
      firewood: 'Firewood',
      maintenance: 'Maintenance',
      insurance: 'Insurance',
      food: 'Food',
      other: 'Other',
    },
    splits: { equal: 'Equally', shares: 'By shares', nights: 'By nights', custom: 'Custom amounts' },
    payment: (to: string) => `Payment to ${to}`,
    nightFee: (nights: number, from: string, to: string) => `${nights} nights, ${from} to ${to}`,
    unknown: 'Deleted user',
  },
} satisfies Record<Language, unknown>;

/** "1234,50": kroner with a decimal comma and two decimals, no grouping, as Norwegian Excel reads a number. */
export function kronerOf(amountOre: number): string {
  const sign = amountOre < 0 ? '-' : '';
  const absolute = Math.abs(amountOre);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * Where a formula could start: the cell's start, or after a character some reader splits cells or
 * rows on (`;`, `,`, tab, CR, LF). A reader honouring the quotes never splits inside a cell, but one
 * set to `,` reads this `;` file with its quotes out of step and does split there, so each such
 * place counts. Spaces and quote marks in between are skipped, as a reader may drop them.
 */
const FORMULA_START = /(^|[;,\t\r\n])([ \t\r\n"]*)(?=[=+\-@])/g;

/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a leading tab or CR) gets
 * an apostrophe before the formula character wherever a cell could start, so it stays text.
 */
export function asText(value: string): string {
  const neutralised = value.replace(FORMULA_START, "$1$2'");
  return /^[\t\r]/.test(neutralised) ? `'${neutralised}` : neutralised;
}

type Row = { date: string; order: number; cells: string[]; charges: Map<string, number> };

export async function exportYear(
  db: Database,
  userId: string,
  year: number,
  language: Language,
): Promise<{ filename: string; body: string }> {
  const texts = TEXTS[language];
  const { rows, names } = await db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const ledger = await ledgerOf(tx, cabinId, { from: `${year}-01-01`, to: `${year}-12-31` });
    const members = await cabinMemberNames(tx, cabinId);
    const named = new Map(members.map((member) => [member.userId, member.name]));
    const mentioned = [
      ...ledger.expenses.map((row) => row.paidById),
      ...ledger.parts.map((row) => row.userId),
      ...ledger.payments.flatMap((row) => [row.fromUserId, row.toUserId]),
      ...ledger.charges.flatMap((row) => [row.userId, row.ownerId]),
    ].filter((id) => !named.has(id));
    if (mentioned.length > 0) {
      const former = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(mentioned)]));
      for (const id of mentioned) named.set(id, former.find((row) => row.id === id)?.name ?? texts.unknown);
    }
    const nameOf = (id: string) => named.get(id) ?? texts.unknown;
    const splitText = (split: Split) =>
      split.kind === 'nights' ? `${texts.splits.nights} ${split.from}–${split.to}` : texts.splits[split.kind];
    const list: Row[] = [
      ...ledger.expenses.map((expense) => ({
        date: expense.date,
        order: expense.createdAt.getTime(),
        cells: [
          expense.date,
          texts.kinds.expense,
          asText(expense.description),
          texts.categories[expense.category],
          kronerOf(expense.amountOre),
          asText(nameOf(expense.paidById)),
          splitText(expense.split),
        ],
        charges: new Map(
          ledger.parts
            .filter((part) => part.expenseId === expense.id)
            .map((part) => [part.userId, part.amountOre] as const),
        ),
      })),
      ...ledger.payments.map((payment) => ({
        date: payment.date,
        order: payment.createdAt.getTime(),
        cells: [
          payment.date,
          texts.kinds.payment,
          asText(texts.payment(nameOf(payment.toUserId))),
          '',
          kronerOf(payment.amountOre),
          asText(nameOf(payment.fromUserId)),
          '',
        ],
        charges: new Map([[payment.toUserId, payment.amountOre]]),
      })),
      ...ledger.charges.map((charge) => ({
        date: charge.endDate,
        order: charge.chargedAt.getTime(),
        cells: [
          charge.endDate,
          texts.kinds.nightFee,
          texts.nightFee(charge.nights, charge.startDate, charge.endDate),
          '',
          kronerOf(charge.amountOre),
          asText(nameOf(charge.ownerId)),
          '',
        ],
        charges: new Map([[charge.userId, charge.amountOre]]),
      })),
    ];
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
    // A column for every current member, and for anyone else the year's rows name.
    const columnIds = [
      ...members.map((member) => member.userId),
      ...[...new Set(mentioned)].filter((id) => !members.some((member) => member.userId === id)),
    ];
    return {
      rows: list,
      names: columnIds.map((id) => ({ id, name: nameOf(id) })),
    };
  });
  names.sort((a, b) => a.name.localeCompare(b.name, language === 'no' ? 'nb' : 'en'));
  const body = stringify(
    [
      [...texts.header, ...names.map((column) => asText(column.name))],
      ...rows.map((row) => [
        ...row.cells,
        ...names.map((column) => {
          const amount = row.charges.get(column.id);
          return amount === undefined ? '' : kronerOf(amount);
        }),
      ]),
    ],
    // Every cell quoted, amounts too: a `,` in "1234,50" or in a description must not start a cell.
    { bom: true, delimiter: ';', quoted: true, record_delimiter: 'windows' },
  );
  return { filename: `hytta-costs-${year}.csv`, body };
}
