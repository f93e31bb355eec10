import { z } from 'zod';
import { SHOPPING_ITEM_NAME_MAX } from '../constants';

// The shared shopping list (product sections 3, 4, 5 and 7).

export const SHOPPING_ITEM_STATUSES = ['needed', 'completed'] as const;
export const shoppingItemStatusSchema = z.enum(SHOPPING_ITEM_STATUSES);
export type ShoppingItemStatus = z.infer<typeof shoppingItemStatusSchema>;

export const ITEM_NAME_REQUIRED_MESSAGE = 'Item name is required';

export const createShoppingItemBodySchema = z.object({
  name: z
    .string({ message: ITEM_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, ITEM_NAME_REQUIRED_MESSAGE)
    .max(SHOPPING_ITEM_NAME_MAX, `Item name must be at most ${SHOPPING_ITEM_NAME_MAX} characters`),
});
export type CreateShoppingItemBody = z.input<typeof createShoppingItemBodySchema>;

export const updateShoppingItemBodySchema = z.object({
  status: z.enum(SHOPPING_ITEM_STATUSES, { message: 'Status must be needed or completed' }),
});

const personSchema = z.object({ id: z.string(), fullName: z.string() });

export const shoppingItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: shoppingItemStatusSchema,
  addedByUser: personSchema.nullable(),
  completedByUser: personSchema.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;
