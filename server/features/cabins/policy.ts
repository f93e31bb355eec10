import type { Role } from '@shared/schemas/auth';

// Who may do what in a cabin (docs/decisions/005-cabin-roles-and-membership.md). Pure functions
// of roles, so the rules are read and tested in one place; services call them inside their
// transactions, with the roles read under lock.

export const cabinPolicy = {
  editCabin: (actor: Role) => actor === 'owner',
  deleteCabin: (actor: Role) => actor === 'owner',
  transferOwnership: (actor: Role) => actor === 'owner',
  changeRoles: (actor: Role) => actor === 'owner',
  invite: (actor: Role) => actor === 'owner' || actor === 'admin',
  /** The owner hands the cabin over (or deletes it) instead: a cabin always has one owner. */
  leave: (actor: Role) => actor !== 'owner',
  /** The owner removes admins and members; an admin removes members only. */
  removeMember: (actor: Role, target: Role) =>
    (actor === 'owner' && target !== 'owner') || (actor === 'admin' && target === 'member'),
  /**
   * A one-time reset link for someone locked out (issue #14): the owner for admins and members,
   * an admin for members only, like removing; never for oneself (change the password instead).
   */
  issueResetLink: (actor: Role, target: Role) =>
    (actor === 'owner' && target !== 'owner') || (actor === 'admin' && target === 'member'),
  /** The house manual: every member reads, the owner and admins write (issue #15). */
  editManual: (actor: Role) => actor === 'owner' || actor === 'admin',
  /** Checklist templates: the owner and admins write them; every member reads and runs them. */
  editChecklists: (actor: Role) => actor === 'owner' || actor === 'admin',
  /** Approving and declining bookings, and seeing the pending list. */
  decideBookings: (actor: Role) => actor === 'owner' || actor === 'admin',
  /** Nobody else decides an admin's own request: it waits for the owner or another admin. */
  decideOwnBooking: (actor: Role) => actor === 'owner',
  /** Bookings and guest-book entries: everyone their own, the owner any (product section 6). */
  editEntry: (actor: Role, isAuthor: boolean) => isAuthor || actor === 'owner',
  /** The owner's own bookings are approved at once; everyone else's start pending. */
  autoApproveOwnBooking: (actor: Role) => actor === 'owner',
} as const;
