// The cabins feature's public surface; other features and the app import from here only.

export { useAllowBack } from './api/allow-back';
export { useCabinWrites } from './api/cabin-changed';
export { useChangeMemberRole } from './api/change-member-role';
export { useDeleteCabin } from './api/delete-cabin';
export {
  cabinQueryKey,
  cabinQueryKeyBase,
  cabinQueryOptions,
  useCabin,
  useCurrentCabinId,
} from './api/get-cabin';
export { cabinMembersQueryKeyBase, cabinMembersQueryOptions, useCabinMembers } from './api/get-cabin-members';
export { invitationsQueryKeyBase, useMyInvitations } from './api/get-invitations';
export { removedMembersQueryKeyBase, useRemovedMembers } from './api/get-removed-members';
export { useSentInvitations } from './api/get-sent-invitations';
export { userCabinsQueryKey, userCabinsQueryOptions, useUserCabins } from './api/get-user-cabins';
export { useInviteByUsername } from './api/invite-by-username';
export { useLeaveCabin } from './api/leave-cabin';
export { refreshAfterCabinChange } from './api/refresh-after-cabin-change';
export { useRemoveMember } from './api/remove-member';
export { useRotateAccessCode } from './api/rotate-access-code';
export { switchCabin, useSwitchCabin } from './api/switch-cabin';
export { useTransferOwnership } from './api/transfer-ownership';
export { useUpdateCabin } from './api/update-cabin';
export { useWithdrawInvitation } from './api/withdraw-invitation';
export { useWithdrawOwnershipOffer } from './api/withdraw-ownership-offer';
export { CabinDoors } from './components/cabin-door-dialog';
export { CabinSwitcher } from './components/cabin-switcher';
export { CreateCabinForm } from './components/create-cabin-form';
export { InvitationList } from './components/invitation-list';
export { JoinCabinForm } from './components/join-cabin-form';
export { RoleBadge } from './components/role-badge';
export { useCopyAccessCode } from './lib/use-copy-access-code';
export { useCan, useCurrentRole, useCurrentRoleOrGuess } from './lib/use-current-role';
