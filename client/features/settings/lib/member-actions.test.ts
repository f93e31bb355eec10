import { describe, expect, it } from 'vitest';
import { memberActionsFor } from './member-actions';

const owner = { id: 'u1', role: 'owner', isOwner: true } as const;
const admin = { id: 'u2', role: 'admin', isOwner: false } as const;
const member = { id: 'u3', role: 'member', isOwner: false } as const;
const otherMember = { id: 'u4', role: 'member', isOwner: false } as const;

describe('memberActionsFor', () => {
  it('lets the owner change roles, transfer ownership, make a reset link and remove, on others only', () => {
    expect(memberActionsFor(owner, member)).toEqual(['makeAdmin', 'makeOwner', 'resetLink', 'remove']);
    expect(memberActionsFor(owner, admin)).toEqual(['makeMember', 'makeOwner', 'resetLink', 'remove']);
    expect(memberActionsFor(owner, owner)).toEqual([]);
  });

  it('lets an admin make reset links for and remove plain members only', () => {
    expect(memberActionsFor(admin, member)).toEqual(['resetLink', 'remove']);
    expect(memberActionsFor(admin, owner)).toEqual([]);
    expect(memberActionsFor(admin, { ...admin, id: 'u5' })).toEqual([]);
    expect(memberActionsFor(admin, admin)).toEqual([]);
  });

  it('gives a member nothing', () => {
    expect(memberActionsFor(member, otherMember)).toEqual([]);
    expect(memberActionsFor(member, admin)).toEqual([]);
    expect(memberActionsFor(member, owner)).toEqual([]);
  });
});
