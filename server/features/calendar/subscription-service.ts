import type { Language } from '@shared/constants';
import type { CalendarSubscription } from '@shared/schemas/calendar';
import { and, eq } from 'drizzle-orm';
import { type Database, sqlStateOf, type Transaction } from '../../db/client';
import { calendarFeedTokens } from '../../db/schema';
import { cabinNotFound, requireMemberCabin } from '../cabins';
import { type FeedTokenSealer, hashFeedToken, newFeedToken } from './feed-token';

export type SubscriptionContext = {
  db: Database;
  sealer: FeedTokenSealer;
  /** The public base URL the feed is reached at (scheme, host and port). */
  publicUrl: string;
};

type Caller = { userId: string; cabinId: string; language: Language };

/** The row a sealed token is bound to: it cannot be copied into another member's row. */
const ownerOf = ({ cabinId, userId }: { cabinId: string; userId: string }) => `${cabinId}:${userId}`;

/** The feed's URL and the links calendar apps open (see calendarSubscriptionSchema). */
function subscriptionLinks(
  publicUrl: string,
  {
    cabinId,
    cabinName,
    token,
    language,
  }: { cabinId: string; cabinName: string; token: string; language: Language },
): CalendarSubscription {
  const feed = new URL(`/api/calendar/${cabinId}/feed`, publicUrl);
  feed.searchParams.set('token', token);
  feed.searchParams.set('lang', language);
  const url = feed.toString();
  const webcalUrl = url.replace(/^https?:/, 'webcal:');
  const google = new URL('https://calendar.google.com/calendar/r');
  google.searchParams.set('cid', webcalUrl);
  const outlook = new URL('https://outlook.live.com/calendar/0/addfromweb');
  outlook.searchParams.set('url', url);
  outlook.searchParams.set('name', cabinName);
  return { url, webcalUrl, googleUrl: google.toString(), outlookUrl: outlook.toString() };
}

function storedFormOf(sealer: FeedTokenSealer, caller: Caller, token: string) {
  return { tokenHash: hashFeedToken(token), tokenSealed: sealer.seal(token, ownerOf(caller)) };
}

/** Runs a token write; a membership that went meanwhile (removed, left) is "not found". */
async function writingToken(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    // 23503: the token's membership foreign key.
    if (sqlStateOf(error) === '23503') throw cabinNotFound();
    throw error;
  }
}

/** Stores a new token for the caller, replacing theirs if they had one. */
async function replaceToken(tx: Transaction, sealer: FeedTokenSealer, caller: Caller): Promise<string> {
  const token = newFeedToken();
  const stored = storedFormOf(sealer, caller, token);
  await writingToken(() =>
    tx
      .insert(calendarFeedTokens)
      .values({ cabinId: caller.cabinId, userId: caller.userId, ...stored })
      .onConflictDoUpdate({
        target: [calendarFeedTokens.cabinId, calendarFeedTokens.userId],
        set: { ...stored, createdAt: new Date() },
      }),
  );
  return token;
}

/** The caller's sealed token, locked for the rest of the transaction; undefined before first use. */
async function sealedTokenOf(tx: Transaction, { cabinId, userId }: Caller): Promise<string | undefined> {
  const [row] = await tx
    .select({ tokenSealed: calendarFeedTokens.tokenSealed })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.cabinId, cabinId), eq(calendarFeedTokens.userId, userId)))
    .for('update');
  return row?.tokenSealed;
}

/**
 * GET /api/calendar/{cabinId}/subscription: the caller's feed for a cabin they belong to, made on
 * first use and the same URL every time after. On first use, of two calls at once one inserts and
 * both read that row back, so they agree on one token.
 */
export async function calendarSubscription(ctx: SubscriptionContext, caller: Caller) {
  return ctx.db.transaction(async (tx) => {
    const { name: cabinName } = await requireMemberCabin(tx, caller.cabinId, caller.userId);
    let sealed = await sealedTokenOf(tx, caller);
    if (sealed === undefined) {
      const offered = storedFormOf(ctx.sealer, caller, newFeedToken());
      await writingToken(() =>
        tx
          .insert(calendarFeedTokens)
          .values({ cabinId: caller.cabinId, userId: caller.userId, ...offered })
          .onConflictDoNothing({ target: [calendarFeedTokens.cabinId, calendarFeedTokens.userId] }),
      );
      sealed = await sealedTokenOf(tx, caller);
    }
    // Null when the row was sealed under a server secret that has since changed: a new token.
    const token =
      (sealed !== undefined ? ctx.sealer.unseal(sealed, ownerOf(caller)) : null) ??
      (await replaceToken(tx, ctx.sealer, caller));
    return subscriptionLinks(ctx.publicUrl, { ...caller, cabinName, token });
  });
}

/** POST /api/calendar/{cabinId}/subscription/regenerate: a new URL; the old one stops at once. */
export async function regenerateCalendarSubscription(ctx: SubscriptionContext, caller: Caller) {
  return ctx.db.transaction(async (tx) => {
    const { name: cabinName } = await requireMemberCabin(tx, caller.cabinId, caller.userId);
    const token = await replaceToken(tx, ctx.sealer, caller);
    return subscriptionLinks(ctx.publicUrl, { ...caller, cabinName, token });
  });
}
