import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import type { CabinMember } from '@shared/schemas/cabins';

export type MemberAction = 'makeAdmin' | 'makeMember' | 'makeOwner' | 'resetLink' | 'remove';

/** The role change the owner offers for a member: the other of admin and member. */
const ROLE_CHANGE: Partial<Record<Role, MemberAction>> = { admin: 'makeMember', member: 'makeAdmin' };

/**
 * What the viewer may do to a member, as the policy (shared/policy.ts) says: the owner changes
 * roles, transfers ownership, makes reset links and removes; an admin makes reset links for and
 * removes plain members; a member does nothing. Nobody acts on themself here.
 */
export function memberActionsFor(
  viewer: { id: string; role: Role },
  member: Pick<CabinMember, 'id' | 'role'>,
): MemberAction[] {
  if (member.id === viewer.id) return [];
  const target = { target: member.role };
  const roleChange = ROLE_CHANGE[member.role];
  return [
    can(viewer.role, 'changeRole', target) ? roleChange : undefined,
    can(viewer.role, 'offerOwnershipTo', target) ? 'makeOwner' : undefined,
    can(viewer.role, 'issueResetLink', target) ? 'resetLink' : undefined,
    can(viewer.role, 'removeMember', target) ? 'remove' : undefined,
  ].filter((action): action is MemberAction => action !== undefined);
}
