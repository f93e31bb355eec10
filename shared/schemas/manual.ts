import { z } from 'zod';
import {
  MANUAL_CONTACT_NAME_MAX,
  MANUAL_CONTACT_PHONE_MAX,
  MANUAL_CONTACTS_MAX,
  MANUAL_FACT_MAX,
  MANUAL_LONG_FACT_MAX,
  MANUAL_SECTION_BODY_MAX,
  MANUAL_SECTION_TITLE_MAX,
  MANUAL_SECTIONS_MAX,
} from '../constants';
import { updateBodyOf } from './update-body';

// The cabin's house manual (issue #15; docs/product.md, House manual): key facts at the top and
// ordered Markdown sections. Owners and admins edit, every member reads.

const fact = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const manualContactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'A contact needs a name')
    .max(MANUAL_CONTACT_NAME_MAX, `At most ${MANUAL_CONTACT_NAME_MAX} characters`),
  role: fact(MANUAL_CONTACT_NAME_MAX),
  phone: z
    .string()
    .trim()
    .max(MANUAL_CONTACT_PHONE_MAX, `At most ${MANUAL_CONTACT_PHONE_MAX} characters`)
    .regex(/^[+0-9 ()-]*$/, 'A phone number has digits, spaces, +, - and brackets only'),
});
export type ManualContact = z.infer<typeof manualContactSchema>;

export const manualFactsSchema = z.object({
  wifiName: fact(MANUAL_FACT_MAX),
  wifiPassword: fact(MANUAL_FACT_MAX),
  doorCode: fact(MANUAL_FACT_MAX),
  address: fact(MANUAL_FACT_MAX),
  directions: fact(MANUAL_LONG_FACT_MAX),
  emergency: fact(MANUAL_LONG_FACT_MAX),
  contacts: z.array(manualContactSchema).max(MANUAL_CONTACTS_MAX, `At most ${MANUAL_CONTACTS_MAX} contacts`),
});
export type ManualFacts = z.infer<typeof manualFactsSchema>;

export const EMPTY_MANUAL_FACTS: ManualFacts = {
  wifiName: '',
  wifiPassword: '',
  doorCode: '',
  address: '',
  directions: '',
  emergency: '',
  contacts: [],
};

export const manualSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown, rendered by the client with raw HTML off and only http(s)/mailto/tel links. */
  body: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
  /** The name of who changed it last; null for the template or a deleted account. */
  updatedBy: z.string().nullable(),
});
export type ManualSection = z.infer<typeof manualSectionSchema>;

/** A photo uploaded for the manual's sections; `url` goes into a section's Markdown as `![](url)`. */
export const manualPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ManualPhoto = z.infer<typeof manualPhotoSchema>;

export const manualSchema = z.object({ facts: manualFactsSchema, sections: z.array(manualSectionSchema) });
export type Manual = z.infer<typeof manualSchema>;

export const createManualSectionBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'A section needs a title')
    .max(MANUAL_SECTION_TITLE_MAX, `Title must be at most ${MANUAL_SECTION_TITLE_MAX} characters`),
  body: z.string().max(MANUAL_SECTION_BODY_MAX, `Text must be at most ${MANUAL_SECTION_BODY_MAX} characters`),
});
export const updateManualSectionBodySchema = updateBodyOf(createManualSectionBodySchema);

export const manualOrderBodySchema = z.object({
  ids: z.array(z.uuid()).max(MANUAL_SECTIONS_MAX),
});
