// A link for guests without an account (issue #41, part 2; decision 061): the feature's public surface.
export { GUEST_HEADERS, guestLinkRoutes } from './routes';
