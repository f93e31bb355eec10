/** A small in-memory cache: entries live `ttlMs`, and the least recently used go beyond `maxEntries`. */
export class TtlCache<Value> {
  readonly #entries = new Map<string, { value: Value; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, ttlMs: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.now() + ttlMs });
    const oldest = this.#entries.keys().next();
    if (this.#entries.size > this.maxEntries && !oldest.done) this.#entries.delete(oldest.value);
  }
}
