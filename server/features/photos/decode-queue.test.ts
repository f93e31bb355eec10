import { describe, expect, it } from 'vitest';
import { png } from '../../test/images';
import { createDecodeQueue, imageDecodes } from './decode-queue';
import { processPhoto } from './photo-image';

// Issue #36, item 10: one decode at a time per process, in the order they came.

describe('the decode queue', () => {
  it('runs one task at a time, in order, and goes on after one fails', async () => {
    const queue = createDecodeQueue();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        events.push(`start ${name}`);
        // A few turns of the event loop, so that overlapping tasks would show.
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
        events.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run(task('a')),
      queue.run(task('b', true)),
      queue.run(task('c')),
    ]);
    expect(most).toBe(1);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(queue.size()).toBe(0);
  });

  it('is where every photo upload is decoded', async () => {
    const uploads = [processPhoto(png()), processPhoto(png()), processPhoto(png())];
    // All three are queued or running at once; none decodes beside another.
    expect(imageDecodes.size()).toBe(3);
    const photos = await Promise.all(uploads);
    expect(photos.map((photo) => photo.contentType)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(imageDecodes.size()).toBe(0);
  });
});
