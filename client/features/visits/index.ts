// The visits feature's public surface (the visit log and guest book); the app imports from here only.
export { createVisitWrite } from './api/create-visit';
export { visitsQueryKeyBase, visitsQueryOptions } from './api/get-visits';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadVisitsSection = () => import('./components/visits-section');
