// The cabins feature's public surface: other server features check membership through these.

export { breakWeeksOfCabin } from './break-weeks';
export {
  announceMembershipChange,
  cabinNotFound,
  currentCabinIdOf,
  isCurrentMembership,
  type Membership,
  membershipsOf,
  noCurrentCabin,
  requireCurrentMembership,
  requireMemberCabin,
  roleIn,
} from './membership';
export { resetLinkRoutes } from './reset-link-routes';
export { cabinRoutes } from './routes';
