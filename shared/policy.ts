import type { Role } from './schemas/auth';

// Who may do what in a cabin (decision 005, with 013-036 for the powers added since): the one
// place the app compares roles. The server asks it inside its transactions, with the caller's role
// read there (never from the request); the client asks the same questions to show or hide
// controls. A test fails on a role compared anywhere else (server/test/policy-boundary.test.ts).
// Pure and free of runtime imports, so any chunk of the client may read it.

const OWNER_ONLY = ['owner'] as const satisfies readonly Role[];
const OWNER_AND_ADMINS = ['owner', 'admin'] as const satisfies readonly Role[];

/** Powers that depend on the role alone. */
const ROLE_POWERS = {
  /** The cabin's name and address. */
  editCabin: OWNER_ONLY,
  deleteCabin: OWNER_ONLY,
  /** Offering the cabin to another member, withdrawing the offer, and seeing it open. */
  transferOwnership: OWNER_ONLY,
  /** Making a member an admin or an admin a member (`changeRole` says of whom). */
  changeRoles: OWNER_ONLY,
  /** Letting people in (issue #13): invitations, the access code, the people removed and "allow back". */
  invite: OWNER_AND_ADMINS,
  /** The owner hands the cabin over (or deletes it) instead: a cabin always has one owner. */
  leave: ['admin', 'member'],
  /** Removing members and making reset links at all (`removeMember`, `issueResetLink` say for whom). */
  manageMembers: OWNER_AND_ADMINS,
  /** Being told of booking requests and of members joining and leaving. */
  hearOfRequests: OWNER_AND_ADMINS,
  /** The house manual: every member reads it, the owner and admins write it (issue #15). */
  editManual: OWNER_AND_ADMINS,
  /** Checklist templates: the owner and admins write them; every member reads and runs them. */
  editChecklists: OWNER_AND_ADMINS,
  /** Approving and declining bookings, and seeing what waits (`decideBooking` says which). */
  decideBookings: OWNER_AND_ADMINS,
  /** Deciding one's own request: an admin's waits for the owner or another admin. */
  decideOwnBooking: OWNER_ONLY,
  /** The owner's own bookings are approved at once; everyone else's start pending. */
  autoApproveOwnBooking: OWNER_ONLY,
  /** Changing and deleting anyone's bookings, visits, photos and tasks (product section 6). */
  editAnyEntry: OWNER_ONLY,
  /** Households and peak periods (issue #16). */
  manageFairShare: OWNER_AND_ADMINS,
  /**
   * Costs (decision 036): recording what another member paid, the night fees, and editing or
   * deleting anyone's expense, confirming or deleting anyone's payment.
   */
  manageCosts: OWNER_AND_ADMINS,
  /** The cabin's school-break weeks (issue #40): a setting of the season, as peak periods are. */
  chooseBreakWeeks: OWNER_AND_ADMINS,
  /**
   * The cabin's booking rules (issue #40, decision 057): setting them, and booking outside them
   * (their own stays; their decisions never answer to them).
   */
  manageBookingRules: OWNER_AND_ADMINS,
  /**
   * Any stay's handover (issue #41, decision 060): writing it for a stay they did not take part
   * in, and making tasks of its "needs fixing" lines.
   */
  writeAnyHandover: OWNER_AND_ADMINS,
  /** Guest links (issue #41, decision 061): making one for any approved stay, ending anyone's. */
  manageGuestLinks: OWNER_AND_ADMINS,
  /**
   * The power bill per stay (issue #41, decision 062): the cabin's price settings, and charging a
   * stay's power to its booker.
   */
  choosePowerPrices: OWNER_AND_ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type RolePower = keyof typeof ROLE_POWERS;

/** What the rules that depend on the thing need to know about it. */
type Facts = {
  /** A booking, visit, photo or task: everyone their own, the owner any. */
  editEntry: { isAuthor: boolean };
  /** A pending booking: the owner and admins, never an admin their own request (issue #13). */
  decideBooking: { isOwnBooking: boolean };
  /** The owner changes an admin's or a member's role; the owner's changes only by a transfer. */
  changeRole: { target: Role };
  /** The owner offers the cabin to anyone else in it. */
  offerOwnershipTo: { target: Role };
  /** The owner removes admins and members; an admin removes members only. */
  removeMember: { target: Role };
  /**
   * A one-time reset link for someone locked out (issues #14 and #36), by the rule for removing;
   * never for oneself (change the password instead).
   */
  issueResetLink: { target: Role };
  /** Changing or deleting an expense: its payer, or the owner and admins. */
  editExpense: { isPayer: boolean };
  /** Confirming a payment was received: its recipient, or the owner and admins (issue #36). */
  confirmPayment: { isRecipient: boolean };
  /** Deleting a payment: its payer or recipient, or the owner and admins. */
  deletePayment: { isPayer: boolean; isRecipient: boolean };
  /** Taking an entry off the waitlist: its member, or the owner and admins (issue #40). */
  removeWaitlistEntry: { isOwn: boolean };
  /**
   * Writing a stay's handover (decision 060): whoever took part in it (its booker, the booker's
   * household, a member with a guest-book entry on its dates), or the owner and admins.
   */
  writeHandover: { tookPart: boolean };
  /** Making a task of a handover's "needs fixing" line: its writer, or the owner and admins. */
  makeHandoverTask: { isWriter: boolean };
  /** Deleting a handover's photo: who added it, or the owner and admins. */
  deleteHandoverPhoto: { isUploader: boolean };
  /** A guest link for a stay (issue #41): its booker, or the owner and admins. */
  createGuestLink: { isBooker: boolean };
  /** Ending a guest link at once: its creator, or the owner and admins. */
  endGuestLink: { isCreator: boolean };
  /** Deleting a meter reading: its writer, or the owner and admins (issue #41). */
  deleteMeterReading: { isWriter: boolean };
};

export type ThingRule = keyof Facts;
export type Action = RolePower | ThingRule;
/** The thing's facts, which a rule that depends on the thing requires and a role power refuses. */
export type FactsOf<A extends Action> = A extends ThingRule ? [facts: Facts[A]] : [];

/** Owner above admin above member: a role acts on the roles below it only. */
const RANK: Record<Role, number> = { owner: 0, admin: 1, member: 2 };
const outranks = (actor: Role, target: Role) => RANK[actor] < RANK[target];

function holds(role: Role, power: RolePower): boolean {
  const roles: readonly Role[] = ROLE_POWERS[power];
  return roles.includes(role);
}

const THING_RULES: { [A in ThingRule]: (role: Role, facts: Facts[A]) => boolean } = {
  editEntry: (role, { isAuthor }) => isAuthor || holds(role, 'editAnyEntry'),
  decideBooking: (role, { isOwnBooking }) =>
    holds(role, 'decideBookings') && (!isOwnBooking || holds(role, 'decideOwnBooking')),
  changeRole: (role, { target }) => holds(role, 'changeRoles') && outranks(role, target),
  offerOwnershipTo: (role, { target }) => holds(role, 'transferOwnership') && outranks(role, target),
  removeMember: (role, { target }) => holds(role, 'manageMembers') && outranks(role, target),
  issueResetLink: (role, { target }) => holds(role, 'manageMembers') && outranks(role, target),
  editExpense: (role, { isPayer }) => isPayer || holds(role, 'manageCosts'),
  confirmPayment: (role, { isRecipient }) => isRecipient || holds(role, 'manageCosts'),
  deletePayment: (role, { isPayer, isRecipient }) => isPayer || isRecipient || holds(role, 'manageCosts'),
  removeWaitlistEntry: (role, { isOwn }) => isOwn || holds(role, 'decideBookings'),
  writeHandover: (role, { tookPart }) => tookPart || holds(role, 'writeAnyHandover'),
  makeHandoverTask: (role, { isWriter }) => isWriter || holds(role, 'writeAnyHandover'),
  deleteHandoverPhoto: (role, { isUploader }) => isUploader || holds(role, 'writeAnyHandover'),
  createGuestLink: (role, { isBooker }) => isBooker || holds(role, 'manageGuestLinks'),
  endGuestLink: (role, { isCreator }) => isCreator || holds(role, 'manageGuestLinks'),
  deleteMeterReading: (role, { isWriter }) => isWriter || holds(role, 'choosePowerPrices'),
};

const isRolePower = (action: Action): action is RolePower => action in ROLE_POWERS;

/**
 * Whether someone with `role` may do `action`; a rule that depends on the thing takes its facts
 * (`can(role, 'editEntry', { isAuthor })`). No role (no current cabin, or not loaded yet) may do
 * nothing.
 */
export function can<A extends Action>(
  role: Role | null | undefined,
  action: A,
  ...facts: FactsOf<A>
): boolean {
  return decide(role, action, facts[0]);
}

function decide(role: Role | null | undefined, action: Action, facts: Facts[ThingRule] | undefined): boolean {
  if (!role) return false;
  if (isRolePower(action)) return holds(role, action);
  // What the types rule out (a name that is no action, a rule without its facts) is refused.
  if (!(action in THING_RULES) || facts === undefined) return false;
  // `can`'s signature pairs each rule with its own facts.
  const rule = THING_RULES[action] as (role: Role, facts: Facts[ThingRule]) => boolean;
  return rule(role, facts);
}

/** `can` with the role already given: what the client's `useCan()` answers. */
export type Can = <A extends Action>(action: A, ...facts: FactsOf<A>) => boolean;

/** The roles that hold a power, for a query that filters members by it. */
export const rolesThatMay = (power: RolePower): readonly Role[] => ROLE_POWERS[power];

/** The cabin's one owner (a partial unique index keeps it to one), for queries that look for them. */
export const OWNER: Role = 'owner';

/** Whether `role` is the cabin's owner: what `isOwner` in the answers says. */
export const isOwner = (role: Role | null | undefined): boolean => role === OWNER;
