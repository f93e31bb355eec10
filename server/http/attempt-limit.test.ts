import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { consumeAttempt } from './attempt-limit';
import { HttpError } from './errors';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const refusal = { message: 'Too many', code: 'too_many_join_attempts' as const };
const limit = { limit: 3, windowMs: 60_000 };
const attempt = (key: string, now: number) => consumeAttempt(database.db, key, limit, refusal, now);

describe('consumeAttempt', () => {
  it('allows the limit per window, refuses the next with a Retry-After, and opens again after the window', async () => {
    const start = 1_800_000_000_000;
    for (let index = 0; index < 3; index += 1) await attempt('user-a', start + index * 1000);
    const refused = await attempt('user-a', start + 10_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect((refused as HttpError).headers['retry-after']).toBe('50');
    // Another key is not affected.
    await attempt('user-b', start + 10_000);
    // A new window starts once the old one has passed.
    await attempt('user-a', start + 60_000);
    await attempt('user-a', start + 61_000);
  });

  it('counts concurrent attempts exactly', async () => {
    const now = 1_800_000_500_000;
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => attempt('burst', now)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
  });
});
