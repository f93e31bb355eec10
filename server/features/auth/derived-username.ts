import { USERNAME_MAX, USERNAME_MIN } from '@shared/constants';
import { like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

// An account made by a first sign-in through a provider (issue #39) has no username yet: the
// provider knows the person's name, not the handle Hytta shows in lists. One is made from the name
// (Kari Nordmann -> kari.nordmann) and can be changed in Settings.

/** Letters a name may have that Unicode does not decompose into a base letter. */
const SPELLED_OUT: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', ß: 'ss', ð: 'd', þ: 'th', ł: 'l' };

/** The name as a username stem: lowercase a-z, digits and dots between words, or `hytta` if none. */
export function usernameStem(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[æøåßðþł]/g, (letter) => SPELLED_OUT[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const words = ascii.split(/[^a-z0-9]+/).filter(Boolean);
  // Room for a number after it, so a taken stem can still be told apart.
  const stem = words
    .join('.')
    .slice(0, USERNAME_MAX - 4)
    .replace(/\.+$/, '');
  return stem.length >= USERNAME_MIN ? stem : `${stem || 'hytta'}.bruker`.slice(0, USERNAME_MAX - 4);
}

/**
 * A free username for the name: the stem, or the stem with the lowest number after it that no
 * account has. Usernames are compared without letter case, as sign-in compares them.
 */
export async function derivedUsername(db: Pick<Database, 'select'>, name: string): Promise<string> {
  const stem = usernameStem(name);
  const taken = await db
    .select({ username: users.username })
    .from(users)
    // The stem and every stem-with-a-number, in one read.
    .where(like(sql`lower(${users.username})`, `${stem}%`));
  const names = new Set(taken.map((row) => row.username?.toLowerCase()));
  if (!names.has(stem)) return stem;
  for (let number = 2; ; number += 1) {
    const candidate = `${stem}${number}`;
    if (!names.has(candidate)) return candidate;
  }
}
