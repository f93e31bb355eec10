// Households (issue #16): the feature's public surface. Costs and peak periods group members by
// effectiveHouseholds (solo households included).
export {
  type EffectiveHousehold,
  effectiveHouseholds,
  householdIdOf,
  householdMemberIdsOf,
} from './household-service';
export { householdRoutes } from './routes';
