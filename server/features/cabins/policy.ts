import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';

// Who may do what is `can` in shared/policy.ts. Only the booking fast path still takes the rules
// as functions of a role (it turns each into a list of roles for its SQL); this goes with it.
export const cabinPolicy = {
  decideBookings: (role: Role) => can(role, 'decideBookings'),
  decideOwnBooking: (role: Role) => can(role, 'decideOwnBooking'),
  autoApproveOwnBooking: (role: Role) => can(role, 'autoApproveOwnBooking'),
} as const;
