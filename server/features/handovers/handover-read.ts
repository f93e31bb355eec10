import type { Handover, HandoverPhoto } from '@shared/schemas/handovers';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fullNamedPersonAt } from '../../db/people';
import { handoverPhotos, handovers, handoverTasks } from '../../db/schema-handovers';

// A stay's handover as the API answers it: the note, its photos (no bytes), and the task made of
// each "needs fixing" line so far.

export const handoverPhotoUrl = (id: string) => `/api/handover-photos/${id}`;
export const handoverThumbnailUrl = (id: string) => `/api/handover-photos/${id}/thumbnail`;

type PhotoRow = { id: string; width: number; height: number; userId: string | null };

export const toHandoverPhoto = ({ id, width, height, userId }: PhotoRow): HandoverPhoto => ({
  id,
  url: handoverPhotoUrl(id),
  thumbnailUrl: handoverThumbnailUrl(id),
  width,
  height,
  uploadedBy: userId,
});

/** The handover of a stay, or null when none is written. */
export async function readHandover(db: Executor, bookingId: string): Promise<Handover | null> {
  const [row] = await db
    .select({ handover: handovers, writer: fullNamedPersonAt(handovers.writtenBy) })
    .from(handovers)
    .where(eq(handovers.bookingId, bookingId));
  if (!row) return null;
  const photos = await db
    .select({
      id: handoverPhotos.id,
      width: handoverPhotos.width,
      height: handoverPhotos.height,
      userId: handoverPhotos.userId,
    })
    .from(handoverPhotos)
    .where(eq(handoverPhotos.bookingId, bookingId))
    .orderBy(asc(handoverPhotos.createdAt), asc(handoverPhotos.id));
  const made = await db
    .select({ index: handoverTasks.itemIndex, taskId: handoverTasks.taskId })
    .from(handoverTasks)
    .where(eq(handoverTasks.bookingId, bookingId));
  const { handover, writer } = row;
  return {
    bookingId: handover.bookingId,
    firewood: handover.firewood as Handover['firewood'],
    heating: handover.heating as Handover['heating'],
    water: handover.water as Handover['water'],
    fridge: handover.fridge,
    note: handover.note,
    needsFixing: handover.needsFixing.map((text, index) => ({
      text,
      taskId: made.find((task) => task.index === index)?.taskId ?? null,
    })),
    photos: photos.map(toHandoverPhoto),
    writtenBy: writer,
    updatedAt: handover.updatedAt.toISOString(),
  };
}
