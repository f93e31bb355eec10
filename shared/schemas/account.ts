import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import type { roleSchema } from './auth';

/**
 * DELETE /api/user/account: the current password again, so a session left open on someone
 * else's computer cannot delete the account (decision 020).
 */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'Enter your password to delete your account' })
    .min(1, 'Enter your password to delete your account')
    .max(PASSWORD_MAX, 'Invalid password'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** GET /api/user/export: everything Hytta keeps about the caller (decision 020). */
export type AccountExport = {
  format: 'hytta-user-data';
  version: 1;
  exportedAt: string;
  profile: {
    id: string;
    username: string;
    fullName: string;
    displayName: string | null;
    email: string;
    profilePicture: string | null;
    currentCabin: string | null;
    createdAt: string;
    updatedAt: string;
  };
  memberships: { cabin: string; role: z.infer<typeof roleSchema>; joinedAt: string }[];
  bookings: {
    id: string;
    cabin: string;
    startDate: string;
    endDate: string;
    adults: number;
    children: number;
    notes: string | null;
    status: 'pending' | 'approved' | 'declined';
    responseNotes: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
  /**
   * `cabin` is the cabin's name while the caller is still a member, else null (issue #13): a
   * cabin they left may have been renamed by people they no longer share it with.
   */
  visits: {
    id: string;
    cabin: string | null;
    visitorName: string;
    message: string | null;
    startDate: string;
    endDate: string;
    adults: number;
    children: number;
    createdAt: string;
  }[];
  /**
   * The guest-book photos the caller added (decision 033): what they are, not their bytes (ten
   * photos to each of many visits would make the file hundreds of megabytes). `url` serves the
   * photo to members of its cabin while the caller is one; null once they left it.
   */
  photos: {
    id: string;
    visitId: string;
    cabin: string | null;
    contentType: string;
    width: number;
    height: number;
    bytes: number;
    url: string | null;
    createdAt: string;
  }[];
  /** Only what the caller wrote: the name of an item someone else added is left out (null). */
  shoppingItems: {
    id: string;
    cabin: string | null;
    name: string | null;
    status: 'needed' | 'completed';
    addedByMe: boolean;
    completedByMe: boolean;
    createdAt: string;
    completedAt: string | null;
  }[];
  /** Title and notes only of tasks the caller created; others wrote the rest (null). */
  tasks: {
    id: string;
    cabin: string | null;
    title: string | null;
    notes: string | null;
    dueDate: string | null;
    status: 'open' | 'done';
    createdByMe: boolean;
    completedByMe: boolean;
    assignedToMe: boolean;
    createdAt: string;
    completedAt: string | null;
  }[];
  notifications: {
    id: string;
    cabin: string | null;
    type: string;
    /** The facts the notification's text is written from (names of people as the app showed them). */
    data: Record<string, unknown>;
    isRead: boolean;
    createdAt: string;
  }[];
  calendarSubscriptions: { cabin: string; createdAt: string }[];
  /** The caller's passkeys (issue #39): what they are called and when added, never the key. */
  passkeys: { name: string | null; deviceType: string; backedUp: boolean; createdAt: string }[];
};

/** The name of the downloaded file: `hytta-data-<username>-<YYYY-MM-DD>.json`. */
export const accountExportFileName = (username: string, date: string) =>
  `hytta-data-${username.replace(/[^A-Za-z0-9_.-]/g, '_')}-${date}.json`;
