// The visits feature's public surface (the visit log and guest book); the app imports from here only.
export { createVisit, useCreateVisit } from './api/create-visit';
export { type DeleteVisitVariables, deleteVisit, useDeleteVisit } from './api/delete-visit';
export {
  getVisits,
  useVisits,
  visitsQueryKey,
  visitsQueryKeyBase,
  visitsQueryOptions,
} from './api/get-visits';
export { type UpdateVisitVariables, updateVisit, useUpdateVisit } from './api/update-visit';
export { VisitDetailsDialog, type VisitDetailsDialogProps } from './components/visit-details-dialog';
export { VisitDialog, type VisitDialogProps } from './components/visit-dialog';
export { VisitsSection } from './components/visits-section';
export { buildVisitLog, type CompletedEntry, canEditVisit, type VisitLog } from './lib/visit-log';
