/**
 * The booking list's read path, whole (decision 014), because GET /api/bookings is the call every
 * open calendar repeats after every write:
 *
 * 1. Who and which list. `listBookings` (booking-service.ts) asks, in one prepared query, for the
 *    caller's current cabin and that cabin's `bookings_version`. On the embedded database the
 *    answer is remembered per user here (`current`) until a membership table changes: triggers
 *    (migration 0007) NOTIFY `hytta_membership_change`, and `countMembershipChanges` (app.ts)
 *    counts them, so a remembered answer read before a change is never used after it. On
 *    PostgreSQL, where other processes write, nothing is remembered.
 * 2. Which bytes. A list built at the cabin's current version is sent again as it is (`get`).
 *    Triggers raise the version in every transaction that changes what the list shows, whichever
 *    process wrote it, so a reused list is never older than the database.
 * 3. Building. Otherwise the database builds the list's JSON and reads the version in one
 *    statement, one snapshot (`bookingListJson`), once however many requests wait (`build`), and
 *    the bytes are kept at that version. The route sends them without serializing again.
 *
 * Least recently used lists go first once `maxBytes` is reached.
 */
export type BookingListCache = {
  get: (cabinId: string, version: number) => Buffer | undefined;
  set: (cabinId: string, version: number, body: Buffer) => void;
  /**
   * Runs `build` for a list missing at `version`, once however many requests wait for it (after a
   * write every open calendar asks at once), and keeps what it answers at the version it read.
   */
  build: (
    cabinId: string,
    version: number,
    build: () => Promise<{ version: number; body: Buffer }>,
  ) => Promise<Buffer>;
  /** A member's current cabin and its list version, while no membership table has changed since. */
  current: (userId: string) => CurrentList | undefined;
  /** Keeps `list` for `userId`, read after `changes` had the value `changesBefore`. */
  rememberCurrent: (userId: string, changesBefore: number | undefined, list: CurrentList) => void;
  /** How many commits changed users, cabin_members or cabins; undefined when not known. */
  changes: () => number | undefined;
};

export type CurrentList = { cabinId: string; version: number };

/** 4 MB holds about a dozen lists of 1,000 stays; a family's cabin usually has far fewer. */
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

/** More members than this and the remembered current cabins start over. */
const MAX_CURRENT = 10_000;

/**
 * `changes` counts commits that touched users, cabin_members or cabins (the embedded database
 * notifies them to its only process before a commit returns); without it, the current cabin and
 * version are read from the database on every request (PostgreSQL, where other processes write).
 */
export function createBookingListCache(
  options: { maxBytes?: number; changes?: () => number } = {},
): BookingListCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const currents = new Map<string, CurrentList & { changes: number }>();
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { version: number; body: Buffer }>();
  let bytes = 0;
  const building = new Map<string, Promise<Buffer>>();

  const remove = (cabinId: string) => {
    const entry = entries.get(cabinId);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(cabinId);
  };

  const set = (cabinId: string, version: number, body: Buffer) => {
    // Two requests may build a list at once; the one built at the newer version stays.
    if ((entries.get(cabinId)?.version ?? -1) > version) return;
    remove(cabinId);
    if (body.length > maxBytes) return;
    for (const oldest of entries.keys()) {
      if (bytes + body.length <= maxBytes) break;
      remove(oldest);
    }
    entries.set(cabinId, { version, body });
    bytes += body.length;
  };

  return {
    get(cabinId, version) {
      const entry = entries.get(cabinId);
      if (!entry) return undefined;
      remove(cabinId);
      if (entry.version !== version) return undefined;
      entries.set(cabinId, entry);
      bytes += entry.body.length;
      return entry.body;
    },
    set,
    current(userId) {
      const known = currents.get(userId);
      if (!known || options.changes === undefined || known.changes !== options.changes()) return undefined;
      return known;
    },
    rememberCurrent(userId, changesBefore, list) {
      if (changesBefore === undefined) return;
      if (currents.size >= MAX_CURRENT) currents.clear();
      currents.set(userId, { ...list, changes: changesBefore });
    },
    changes: () => options.changes?.(),
    build(cabinId, version, build) {
      const key = `${cabinId}:${version}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build().then(
          (built) => {
            building.delete(key);
            set(cabinId, built.version, built.body);
            return built.body;
          },
          (error: unknown) => {
            building.delete(key);
            throw error;
          },
        );
        building.set(key, pending);
      }
      return pending;
    },
  };
}
