import type { Role } from '@shared/schemas/auth';
import type { CabinMember } from '@shared/schemas/cabins';

export type MemberAction = 'makeAdmin' | 'makeMember' | 'makeOwner' | 'resetLink' | 'remove';

/**
 * What the viewer may do to a member (product section 6 and the server's rules): the owner changes
 * roles, transfers ownership and removes anyone but themself; an admin removes plain members;
 * a member does nothing. Nobody acts on the owner or on themself here.
 */
export function memberActionsFor(
  viewer: { id: string; role: Role },
  member: Pick<CabinMember, 'id' | 'role' | 'isOwner'>,
): MemberAction[] {
  if (member.id === viewer.id || member.isOwner || member.role === 'owner') return [];
  // A reset link (issue #14) follows the same rule as removing: the owner for anyone, an admin for members.
  if (viewer.role === 'owner') {
    return [member.role === 'admin' ? 'makeMember' : 'makeAdmin', 'makeOwner', 'resetLink', 'remove'];
  }
  if (viewer.role === 'admin' && member.role === 'member') return ['resetLink', 'remove'];
  return [];
}
