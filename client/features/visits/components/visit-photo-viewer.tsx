import { can } from '@shared/policy';
import type { Visit, VisitPhoto } from '@shared/schemas/visits';
import { useBookingViewer } from '@/features/bookings';
import { useDeleteVisitPhoto } from '../api/delete-visit-photo';
import { useVisits } from '../api/get-visits';
import { PhotoViewer } from './photo-viewer';

type VisitPhotoViewerProps = {
  visit: Visit;
  /** The photo shown; null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/** The list query's copy of a visit when it has one: photos added or deleted since show. */
export function useCurrentVisit(given: Visit): Visit {
  const visits = useVisits();
  return visits.data?.find((entry) => entry.id === given.id) ?? given;
}

/**
 * A visit's photos in the viewer, with Delete for whoever added a photo and the owner. One for
 * the whole log (opened by any entry's thumbnails), one in an entry's dialog: rows of the log
 * carry no viewer, delete call or list subscription of their own (decision 046).
 */
export function VisitPhotoViewer({ visit: given, index, onIndexChange }: VisitPhotoViewerProps) {
  const visit = useCurrentVisit(given);
  const viewer = useBookingViewer();
  const remove = useDeleteVisitPhoto();
  const canDelete = (photo: VisitPhoto) =>
    can(viewer.role, 'editEntry', { isAuthor: photo.uploadedBy === viewer.userId });
  return (
    <PhotoViewer
      photos={visit.photos}
      visitorName={visit.visitorName}
      index={index}
      onIndexChange={onIndexChange}
      canDelete={canDelete}
      onDelete={(photo) => remove.mutateAsync({ visitId: visit.id, photoId: photo.id })}
      deleting={remove.isPending}
    />
  );
}
