import { z } from 'zod';

// Swapping stays between households (issue #40, part 4; decision 059). An offer names two
// approved stays that have not started; accepting it exchanges their dates.

/** `lapsed` is computed: an open offer whose stays changed (their sequence moved) or started. */
export const SWAP_OFFER_STATUSES = ['open', 'lapsed', 'accepted', 'declined', 'withdrawn'] as const;
export type SwapOfferStatus = (typeof SWAP_OFFER_STATUSES)[number];

const personSchema = z.object({ id: z.string(), fullName: z.string(), displayName: z.string().nullable() });

/** One of the two stays, with its booker. */
export const swapStaySchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  user: personSchema,
});
export type SwapStay = z.infer<typeof swapStaySchema>;

export const swapOfferSchema = z
  .object({
    id: z.string(),
    /** The offerer's stay. */
    booking: swapStaySchema,
    /** The stay the offerer would like in exchange. */
    withBooking: swapStaySchema,
    from: personSchema,
    to: personSchema,
    status: z.enum(SWAP_OFFER_STATUSES),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'SwapOffer' });
export type SwapOffer = z.infer<typeof swapOfferSchema>;

/** GET /api/swap-offers: the caller's open offers, made (`outgoing`) and received (`incoming`). */
export const swapOfferListItemSchema = swapOfferSchema.extend({
  direction: z.enum(['incoming', 'outgoing']),
});
export type SwapOfferListItem = z.infer<typeof swapOfferListItemSchema>;
export const swapOfferListSchema = z.array(swapOfferListItemSchema);

export const createSwapOfferBodySchema = z.object({
  withBookingId: z
    .string({ message: 'Choose the stay to swap with' })
    .min(1, 'Choose the stay to swap with')
    .max(200, 'Choose the stay to swap with'),
});
export type CreateSwapOfferBody = z.input<typeof createSwapOfferBodySchema>;
