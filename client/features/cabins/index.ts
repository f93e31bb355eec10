// The cabins feature's public surface; other features and the app import from here only.

export { allowBack, useAllowBack } from './api/allow-back';
export {
  type AnswerInvitationVariables,
  answerInvitation,
  useAnswerInvitation,
} from './api/answer-invitation';
export {
  type AnswerOwnershipOfferVariables,
  answerOwnershipOffer,
  useAnswerOwnershipOffer,
} from './api/answer-ownership-offer';
export {
  isCabinChangedError,
  refreshIfCabinChanged,
  refreshWhenCabinChanged,
  useCabinWrites,
} from './api/cabin-changed';
export {
  type ChangeMemberRoleVariables,
  changeMemberRole,
  useChangeMemberRole,
} from './api/change-member-role';
export { createCabin, useCreateCabin } from './api/create-cabin';
export { deleteCabin, useDeleteCabin } from './api/delete-cabin';
export {
  cabinQueryKey,
  cabinQueryKeyBase,
  cabinQueryOptions,
  getCabin,
  useCabin,
  useCurrentCabinId,
} from './api/get-cabin';
export {
  cabinMembersQueryKey,
  cabinMembersQueryKeyBase,
  cabinMembersQueryOptions,
  getCabinMembers,
  useCabinMembers,
} from './api/get-cabin-members';
export {
  getMyInvitations,
  invitationsQueryKeyBase,
  myInvitationsQueryKey,
  myInvitationsQueryOptions,
  useMyInvitations,
} from './api/get-invitations';
export {
  getRemovedMembers,
  removedMembersQueryKey,
  removedMembersQueryKeyBase,
  useRemovedMembers,
} from './api/get-removed-members';
export { getSentInvitations, sentInvitationsQueryKey, useSentInvitations } from './api/get-sent-invitations';
export {
  getUserCabins,
  userCabinsQueryKey,
  userCabinsQueryOptions,
  useUserCabins,
} from './api/get-user-cabins';
export { inviteByUsername, useInviteByUsername } from './api/invite-by-username';
export { joinCabin, useJoinCabin } from './api/join-cabin';
export { leaveCabin, useLeaveCabin } from './api/leave-cabin';
export { refreshAfterCabinChange } from './api/refresh-after-cabin-change';
export { type RemoveMemberVariables, removeMember, useRemoveMember } from './api/remove-member';
export { rotateAccessCode, useRotateAccessCode } from './api/rotate-access-code';
export { type SwitchCabinResponse, switchCabin, useSwitchCabin } from './api/switch-cabin';
export { transferOwnership, useTransferOwnership } from './api/transfer-ownership';
export { updateCabin, useUpdateCabin } from './api/update-cabin';
export { useWithdrawInvitation, withdrawInvitation } from './api/withdraw-invitation';
export { useWithdrawOwnershipOffer, withdrawOwnershipOffer } from './api/withdraw-ownership-offer';
export { CabinDoors } from './components/cabin-door-dialog';
export { CabinSwitcher } from './components/cabin-switcher';
export { CreateCabinForm, type CreateCabinFormProps } from './components/create-cabin-form';
export { InvitationList } from './components/invitation-list';
export { JoinCabinForm, type JoinCabinFormProps } from './components/join-cabin-form';
export { RoleBadge } from './components/role-badge';
export { useCopyAccessCode } from './lib/use-copy-access-code';
export { useCan, useCurrentRole, useCurrentRoleOrGuess } from './lib/use-current-role';
