// The cabins feature's public surface: other server features check membership through these.

export { type Membership, noCurrentCabin, requireCurrentMembership, roleIn } from './membership';
export { cabinPolicy } from './policy';
export { cabinRoutes } from './routes';
