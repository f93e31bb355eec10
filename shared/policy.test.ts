import { describe, expect, it } from 'vitest';
import { can, isOwner, type RolePower, rolesThatMay, type ThingRule } from './policy';
import { ROLES, type Role } from './schemas/auth';

// The table of decision 005 and its successors, written out here apart from the policy, for every
// role and every action: a change to who may do what changes a line of this table too.

const [O, A, M] = [true, true, true];
const __ = false;

/** Powers of the role alone: owner, admin, member. */
const ROLE_POWERS: Record<RolePower, [owner: boolean, admin: boolean, member: boolean]> = {
  editCabin: [O, __, __],
  deleteCabin: [O, __, __],
  transferOwnership: [O, __, __],
  changeRoles: [O, __, __],
  invite: [O, A, __],
  leave: [__, A, M],
  manageMembers: [O, A, __],
  hearOfRequests: [O, A, __],
  editManual: [O, A, __],
  editChecklists: [O, A, __],
  decideBookings: [O, A, __],
  decideOwnBooking: [O, __, __],
  autoApproveOwnBooking: [O, __, __],
  editAnyEntry: [O, __, __],
  manageFairShare: [O, A, __],
  manageCosts: [O, A, __],
  chooseBreakWeeks: [O, A, __],
  manageBookingRules: [O, A, __],
  writeAnyHandover: [O, A, __],
  manageGuestLinks: [O, A, __],
  choosePowerPrices: [O, A, __],
};

describe('who may do what by role alone', () => {
  it.each(Object.entries(ROLE_POWERS) as [RolePower, boolean[]][])(
    '%s: owner, admin, member',
    (power, row) => {
      expect(ROLES.map((role) => can(role, power))).toEqual(row);
      expect(rolesThatMay(power)).toEqual(ROLES.filter((_, index) => row[index]));
    },
  );

  it('lets nobody without a role (no current cabin, or not loaded yet) do anything', () => {
    for (const power of Object.keys(ROLE_POWERS) as RolePower[]) {
      expect(can(null, power)).toBe(false);
      expect(can(undefined, power)).toBe(false);
    }
    expect(can(null, 'editEntry', { isAuthor: true })).toBe(false);
    expect(can(null, 'deletePayment', { isPayer: true, isRecipient: true })).toBe(false);
  });

  it('knows the owner', () => {
    expect(ROLES.map(isOwner)).toEqual([true, false, false]);
    expect(isOwner(null)).toBe(false);
  });
});

/** For each rule that depends on the thing: the facts, and what owner, admin and member may then. */
const THING_RULES: { [R in ThingRule]: [facts: string, check: (role: Role) => boolean, row: boolean[]][] } = {
  editEntry: [
    ['their own', (role) => can(role, 'editEntry', { isAuthor: true }), [O, A, M]],
    ["someone else's", (role) => can(role, 'editEntry', { isAuthor: false }), [O, __, __]],
  ],
  decideBooking: [
    ["someone else's", (role) => can(role, 'decideBooking', { isOwnBooking: false }), [O, A, __]],
    ['their own', (role) => can(role, 'decideBooking', { isOwnBooking: true }), [O, __, __]],
  ],
  changeRole: [
    ['of the owner', (role) => can(role, 'changeRole', { target: 'owner' }), [__, __, __]],
    ['of an admin', (role) => can(role, 'changeRole', { target: 'admin' }), [O, __, __]],
    ['of a member', (role) => can(role, 'changeRole', { target: 'member' }), [O, __, __]],
  ],
  offerOwnershipTo: [
    ['the owner', (role) => can(role, 'offerOwnershipTo', { target: 'owner' }), [__, __, __]],
    ['an admin', (role) => can(role, 'offerOwnershipTo', { target: 'admin' }), [O, __, __]],
    ['a member', (role) => can(role, 'offerOwnershipTo', { target: 'member' }), [O, __, __]],
  ],
  removeMember: [
    ['the owner', (role) => can(role, 'removeMember', { target: 'owner' }), [__, __, __]],
    ['an admin', (role) => can(role, 'removeMember', { target: 'admin' }), [O, __, __]],
    ['a member', (role) => can(role, 'removeMember', { target: 'member' }), [O, A, __]],
  ],
  issueResetLink: [
    ['for the owner', (role) => can(role, 'issueResetLink', { target: 'owner' }), [__, __, __]],
    ['for an admin', (role) => can(role, 'issueResetLink', { target: 'admin' }), [O, __, __]],
    ['for a member', (role) => can(role, 'issueResetLink', { target: 'member' }), [O, A, __]],
  ],
  editExpense: [
    ['they paid', (role) => can(role, 'editExpense', { isPayer: true }), [O, A, M]],
    ['someone else paid', (role) => can(role, 'editExpense', { isPayer: false }), [O, A, __]],
  ],
  confirmPayment: [
    ['made to them', (role) => can(role, 'confirmPayment', { isRecipient: true }), [O, A, M]],
    ['made to someone else', (role) => can(role, 'confirmPayment', { isRecipient: false }), [O, A, __]],
  ],
  deletePayment: [
    ['they made', (role) => can(role, 'deletePayment', { isPayer: true, isRecipient: false }), [O, A, M]],
    ['made to them', (role) => can(role, 'deletePayment', { isPayer: false, isRecipient: true }), [O, A, M]],
    [
      'between others',
      (role) => can(role, 'deletePayment', { isPayer: false, isRecipient: false }),
      [O, A, __],
    ],
  ],
  removeWaitlistEntry: [
    ['their own', (role) => can(role, 'removeWaitlistEntry', { isOwn: true }), [O, A, M]],
    ["someone else's", (role) => can(role, 'removeWaitlistEntry', { isOwn: false }), [O, A, __]],
  ],
  writeHandover: [
    ['a stay they took part in', (role) => can(role, 'writeHandover', { tookPart: true }), [O, A, M]],
    ['a stay they were not at', (role) => can(role, 'writeHandover', { tookPart: false }), [O, A, __]],
  ],
  makeHandoverTask: [
    ['of a handover they wrote', (role) => can(role, 'makeHandoverTask', { isWriter: true }), [O, A, M]],
    ["of someone else's handover", (role) => can(role, 'makeHandoverTask', { isWriter: false }), [O, A, __]],
  ],
  deleteHandoverPhoto: [
    ['one they added', (role) => can(role, 'deleteHandoverPhoto', { isUploader: true }), [O, A, M]],
    ["someone else's", (role) => can(role, 'deleteHandoverPhoto', { isUploader: false }), [O, A, __]],
  ],
  createGuestLink: [
    ['their own stay', (role) => can(role, 'createGuestLink', { isBooker: true }), [O, A, M]],
    ["someone else's stay", (role) => can(role, 'createGuestLink', { isBooker: false }), [O, A, __]],
  ],
  endGuestLink: [
    ['one they made', (role) => can(role, 'endGuestLink', { isCreator: true }), [O, A, M]],
    ["someone else's", (role) => can(role, 'endGuestLink', { isCreator: false }), [O, A, __]],
  ],
  deleteMeterReading: [
    ['their own', (role) => can(role, 'deleteMeterReading', { isWriter: true }), [O, A, M]],
    ["someone else's", (role) => can(role, 'deleteMeterReading', { isWriter: false }), [O, A, __]],
  ],
};

describe('who may do what with a thing', () => {
  it.each(
    Object.entries(THING_RULES).flatMap(([rule, cases]) =>
      cases.map(([facts, check, row]) => [rule, facts, check, row] as const),
    ),
  )('%s %s: owner, admin, member', (_rule, _facts, check, row) => {
    expect(ROLES.map(check)).toEqual(row);
  });

  it('names each action once, and asks for the facts a rule needs', () => {
    // @ts-expect-error: no such action
    expect(can('owner', 'editCabins')).toBe(false);
    // @ts-expect-error: a rule that depends on the thing needs its facts
    expect(can('owner', 'editEntry')).toBe(false);
    // @ts-expect-error: a power of the role alone takes none
    expect(can('owner', 'editCabin', { isAuthor: true })).toBe(true);
  });
});
