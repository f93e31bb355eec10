import type { z } from 'zod';

/**
 * The body of a change (PATCH): any of the create call's fields, at least one of them, so a change
 * that would change nothing is refused as such.
 */
export const updateBodyOf = <Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) =>
  fields
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
