// The visits feature's public surface (the visit log and guest book); the app imports from here only.
export { createVisit, createVisitWrite, useCreateVisit } from './api/create-visit';
export { type DeleteVisitVariables, deleteVisit, useDeleteVisit } from './api/delete-visit';
export {
  type DeleteVisitPhotoVariables,
  deleteVisitPhoto,
  useDeleteVisitPhoto,
} from './api/delete-visit-photo';
export {
  getVisits,
  useVisits,
  visitsQueryKey,
  visitsQueryKeyBase,
  visitsQueryOptions,
} from './api/get-visits';
export { type UpdateVisitVariables, updateVisit, useUpdateVisit } from './api/update-visit';
export {
  type UploadVisitPhotoVariables,
  uploadVisitPhoto,
  useUploadVisitPhoto,
} from './api/upload-visit-photo';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadVisitsSection = () => import('./components/visits-section');
export { buildVisitLog, type CompletedEntry, canEditVisit, type VisitLog } from './lib/visit-log';
