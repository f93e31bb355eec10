import {
  DEFAULT_MESSAGE_PREFERENCES,
  type MessageKind,
  type MessagePreferences,
  messagePreferencesSchema,
} from '@shared/schemas/message-preferences';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messagePreferences } from '../../db/schema-messages';

/** A row's stored choices: a kind added since they were saved is missing; null when none are stored. */
export type StoredPreferences = Partial<MessagePreferences> | null;

/** Stored choices over the defaults (none stored: the defaults); a kind added later starts at its default. */
export function withDefaults(stored: StoredPreferences): MessagePreferences {
  const merged = { ...DEFAULT_MESSAGE_PREFERENCES, ...stored };
  const parsed = messagePreferencesSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_MESSAGE_PREFERENCES;
}

export async function preferencesOf(db: Executor, userId: string): Promise<MessagePreferences> {
  return (await preferencesOfMany(db, [userId])).get(userId) ?? DEFAULT_MESSAGE_PREFERENCES;
}

export async function preferencesOfMany(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, MessagePreferences>> {
  const result = new Map(userIds.map((id) => [id, DEFAULT_MESSAGE_PREFERENCES]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(messagePreferences)
    .where(inArray(messagePreferences.userId, [...userIds]));
  for (const row of rows) result.set(row.userId, withDefaults(row.preferences));
  return result;
}

export async function savePreferences(
  db: Executor,
  userId: string,
  preferences: MessagePreferences,
): Promise<MessagePreferences> {
  await db
    .insert(messagePreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({
      target: messagePreferences.userId,
      set: { preferences, updatedAt: new Date() },
    });
  return preferences;
}

/**
 * Turns one kind's e-mail off (the unsubscribe link), in one statement: a choice saved at the same
 * moment (another link clicked, Settings) is kept; only this kind's e-mail changes.
 */
export async function turnOffEmail(db: Executor, userId: string, kind: MessageKind): Promise<void> {
  const kindOff = { ...DEFAULT_MESSAGE_PREFERENCES[kind], email: false };
  await db
    .insert(messagePreferences)
    .values({ userId, preferences: { ...DEFAULT_MESSAGE_PREFERENCES, [kind]: kindOff } })
    .onConflictDoUpdate({
      target: messagePreferences.userId,
      set: {
        preferences: sql`jsonb_set(${messagePreferences.preferences}, ${`{${kind}}`}::text[], coalesce(${messagePreferences.preferences} -> ${kind}, ${JSON.stringify(DEFAULT_MESSAGE_PREFERENCES[kind])}::jsonb) || '{"email": false}'::jsonb)`,
        updatedAt: new Date(),
      },
    });
}
