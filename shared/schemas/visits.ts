import { z } from 'zod';
import {
  ADULTS_MAX,
  ADULTS_MIN,
  CHILDREN_MAX,
  CHILDREN_MIN,
  NOTES_MAX,
  VISITOR_NAME_MAX,
} from '../constants';
import { calendarDateSchema } from './bookings';

// The visit log (the cabin's guest book): product section 3, Visit. The spec shows only the list;
// writing, editing and deleting entries is ours (issue #4).

export const visitorNameSchema = z
  .string({ message: 'Visitor name is required' })
  .trim()
  .min(1, 'Visitor name is required')
  .max(VISITOR_NAME_MAX, `Visitor name must be at most ${VISITOR_NAME_MAX} characters`);

const visitFields = {
  visitorName: visitorNameSchema,
  message: z
    .string()
    .trim()
    .max(NOTES_MAX, `Message must be at most ${NOTES_MAX} characters`)
    .nullable()
    .transform((value) => (value ? value : null)),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  adults: z.number().int().min(ADULTS_MIN).max(ADULTS_MAX),
  children: z.number().int().min(CHILDREN_MIN).max(CHILDREN_MAX),
};

export const VISIT_DATE_ORDER_MESSAGE = 'End date cannot be before start date';

export const createVisitBodySchema = z
  .object({
    ...visitFields,
    message: visitFields.message.optional(),
    adults: visitFields.adults.default(1),
    children: visitFields.children.default(0),
  })
  .refine((body) => body.endDate >= body.startDate, { message: VISIT_DATE_ORDER_MESSAGE, path: ['endDate'] });
export type CreateVisitBody = z.input<typeof createVisitBodySchema>;

export const updateVisitBodySchema = z.object({
  visitorName: visitFields.visitorName.optional(),
  message: visitFields.message.optional(),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  adults: visitFields.adults.optional(),
  children: visitFields.children.optional(),
});
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
