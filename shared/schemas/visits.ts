import { z } from 'zod';
import { ADULTS_DEFAULT, CHILDREN_DEFAULT, NOTES_MAX, VISITOR_NAME_MAX } from '../constants';
import { adultsSchema, bothDatesChosen, calendarDateSchema, childrenSchema } from './bookings';

// The visit log (the cabin's guest book): product section 3, Visit. The spec shows only the list;
// writing, editing and deleting entries is ours (issue #4).

export const visitorNameSchema = z
  .string({ message: 'Visitor name is required' })
  .trim()
  .min(1, 'Visitor name is required')
  .max(VISITOR_NAME_MAX, `Visitor name must be at most ${VISITOR_NAME_MAX} characters`);

/** A visit's fields as the calls take them, each required. */
const visitFieldsSchema = z.object({
  visitorName: visitorNameSchema,
  message: z
    .string()
    .trim()
    .max(NOTES_MAX, `Message must be at most ${NOTES_MAX} characters`)
    .nullable()
    .transform((value) => (value ? value : null)),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  adults: adultsSchema,
  children: childrenSchema,
});

export const VISIT_DATE_ORDER_MESSAGE = 'End date cannot be before start date';

/** A logged visit: it may be a day trip, so the end is on or after the start. */
export const createVisitBodySchema = visitFieldsSchema
  .extend({
    message: visitFieldsSchema.shape.message.optional(),
    adults: adultsSchema.default(ADULTS_DEFAULT),
    children: childrenSchema.default(CHILDREN_DEFAULT),
  })
  .refine((body) => body.endDate >= body.startDate, {
    message: VISIT_DATE_ORDER_MESSAGE,
    path: ['endDate'],
    when: bothDatesChosen,
  });
export type CreateVisitBody = z.input<typeof createVisitBodySchema>;

export const updateVisitBodySchema = visitFieldsSchema.partial();
export type UpdateVisitBody = z.input<typeof updateVisitBodySchema>;

/**
 * A guest-book photo (decision 033): its bytes and thumbnail are served by their URLs to the
 * cabin's members; width and height are the stored photo's, after rotation and resizing.
 */
export const visitPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Who added it; null once that account is gone (the photo stays with the cabin). */
  uploadedBy: z.string().nullable(),
});
export type VisitPhoto = z.infer<typeof visitPhotoSchema>;

export const visitSchema = z.object({
  id: z.string(),
  visitorName: z.string(),
  message: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Who wrote the entry; null once that account is gone. */
  user: z.object({ id: z.string(), fullName: z.string(), displayName: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  /** Oldest first, at most PHOTOS_PER_VISIT_MAX. */
  photos: z.array(visitPhotoSchema),
});
export type Visit = z.infer<typeof visitSchema>;
