import { z } from 'zod';
import { ACCESS_CODE_ALPHABET, ADDRESS_MAX, CABIN_NAME_MAX } from '../constants';
import { AUTUMN_BREAK_WEEKS, WINTER_BREAK_WEEKS } from '../norwegian-holidays';
import { roleSchema } from './auth';
import { placeIdSchema } from './places';
import { powerSettingsBodyShape, powerSettingsShape } from './power';

// Requests and responses of the cabin and membership calls (product sections 3, 5 and 7).

const cabinName = z
  .string()
  .trim()
  .min(1, 'Cabin name is required')
  .max(CABIN_NAME_MAX, `Cabin name must be at most ${CABIN_NAME_MAX} characters`);

/** An empty or blank address means "no address". */
const cabinAddress = z
  .string()
  .trim()
  .max(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters`)
  .nullable()
  .transform((value) => (value ? value : null));

export const createCabinBodySchema = z.object({
  name: cabinName,
  address: cabinAddress.optional(),
  /** The address suggestion the address was picked from; its coordinates are used as they are. */
  placeId: placeIdSchema.optional(),
});
export type CreateCabinBody = z.input<typeof createCabinBodySchema>;

/** POST /api/cabin/create answers with the new cabin, its access code included. */
export const createdCabinSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  accessCode: z.string(),
});
export type CreatedCabin = z.infer<typeof createdCabinSchema>;

/**
 * The ISO week of the home county's winter break, 8 or 9 (decision 056). The message names the
 * field, as a 400 for a bad value must.
 */
export const winterBreakWeekSchema = z.union(
  [z.literal(WINTER_BREAK_WEEKS[0]), z.literal(WINTER_BREAK_WEEKS[1])],
  {
    message: 'winterBreakWeek must be 8 or 9 (the ISO week of the winter break)',
  },
);
/** The ISO week of the home county's autumn break, 40 or 41. */
export const autumnBreakWeekSchema = z.union(
  [z.literal(AUTUMN_BREAK_WEEKS[0]), z.literal(AUTUMN_BREAK_WEEKS[1])],
  {
    message: 'autumnBreakWeek must be 40 or 41 (the ISO week of the autumn break)',
  },
);

export const updateCabinBodySchema = z
  .object({
    name: cabinName.optional(),
    address: cabinAddress.optional(),
    placeId: placeIdSchema.optional(),
    winterBreakWeek: winterBreakWeekSchema.optional(),
    autumnBreakWeek: autumnBreakWeekSchema.optional(),
    // The power price settings (issue #41, decision 062).
    ...powerSettingsBodyShape,
  })
  .refine((body) => Object.entries(body).some(([key, value]) => key !== 'placeId' && value !== undefined), {
    message:
      'Nothing to update: send name, address, winterBreakWeek, autumnBreakWeek, priceArea, gridFeeOre, addVat or fixedPriceOre',
  });
export type UpdateCabinBody = z.input<typeof updateCabinBodySchema>;

/**
 * Normalises a typed access code: trimmed, upper case, spaces and dashes dropped (people read
 * codes aloud and type them in groups). The spec's rule is "non-empty after trim".
 */
export function normalizeAccessCode(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

export const joinCabinBodySchema = z.object({
  accessCode: z
    .string()
    .trim()
    .min(1, 'Access code is required')
    .max(64, 'Access code is too long')
    .transform(normalizeAccessCode),
});
export type JoinCabinBody = z.input<typeof joinCabinBodySchema>;

/** Whether a string could be an access code at all (the generator's alphabet only). */
export const ACCESS_CODE_PATTERN = new RegExp(`^[${ACCESS_CODE_ALPHABET}]+$`);

export const cabinSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  role: roleSchema,
  isOwner: z.boolean(),
});
export type CabinSummary = z.infer<typeof cabinSummarySchema>;

/** POST /api/auth/join-cabin and POST /api/user/join-cabin. */
export const joinCabinResponseSchema = z.object({
  message: z.string(),
  cabin: z.object({ id: z.string(), name: z.string() }),
});
export type JoinCabinResponse = z.infer<typeof joinCabinResponseSchema>;

/** GET /api/user/cabins: every cabin the user belongs to. */
export const userCabinsResponseSchema = z.object({ cabins: z.array(cabinSummarySchema) });
export type UserCabinsResponse = z.infer<typeof userCabinsResponseSchema>;

export const switchCabinBodySchema = z.object({ cabinId: z.string().min(1, 'Cabin not found').max(200) });
export type SwitchCabinBody = z.infer<typeof switchCabinBodySchema>;

/** GET /api/cabin: the current cabin (spec: id, name, address; plus what settings shows). */
export const cabinSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** Owners and admins only; null for plain members (issue #13: inviting is a manager's power). */
  accessCode: z.string().nullable(),
  ownerId: z.string(),
  ownerUsername: z.string(),
  /** The caller's role in this cabin. */
  role: roleSchema,
  memberCount: z.number().int(),
  /** The home county's school-break weeks, which place vinterferie and høstferie (decision 056). */
  winterBreakWeek: winterBreakWeekSchema,
  autumnBreakWeek: autumnBreakWeekSchema,
  /** What a stay's power costs (issue #41, decision 062). */
  ...powerSettingsShape,
  /** The owner's open offer to hand the cabin over (null for everyone else, or none open). */
  ownershipOffer: z
    .object({ to: z.object({ id: z.string(), name: z.string() }), createdAt: z.string() })
    .nullable(),
});
export type Cabin = z.infer<typeof cabinSchema>;

/** GET /api/cabin/users: one member (product section 3, Cabin member, plus role). */
export const cabinMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  isOwner: z.boolean(),
  role: roleSchema,
});
export type CabinMember = z.infer<typeof cabinMemberSchema>;

/** PATCH /api/cabin/members/{id}: making someone owner is a transfer of ownership. */
export const changeRoleBodySchema = z.object({
  role: z.enum(['admin', 'member'], { message: 'Role must be admin or member' }),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

export const transferOwnershipBodySchema = z.object({ newOwnerId: z.string().min(1).max(200) });
export type TransferOwnershipBody = z.infer<typeof transferOwnershipBodySchema>;

export const inviteBodySchema = z.object({
  // People write usernames as they are shown, "@kari": the "@" is not part of the name.
  username: z
    .string()
    .trim()
    .max(200)
    .transform((value) => value.replace(/^@/, ''))
    .pipe(z.string().min(1, 'Username is required')),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

/**
 * The e-mail invitation form (no call: it opens the user's mail program with the access code).
 * Kept beside the call schemas so every form reads its rules the same way.
 */
export const inviteByEmailFormSchema = z.object({
  email: z.string().trim().min(1, 'Enter an e-mail address').pipe(z.email('Enter a valid e-mail address')),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
