// One image decode at a time per process (issue #36, item 10). Decoding is the one step of an
// upload whose memory and time grow with what the file claims, not with its size: run side by
// side, a few uploads could hold several decoded images at once and starve the database and every
// request. In a queue, the worst case is one decode's memory, and uploads wait their turn.

export type DecodeQueue = {
  /** Runs `task` once every task queued before it has settled; its result or error is the caller's. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tasks queued or running now. */
  size: () => number;
};

export function createDecodeQueue(): DecodeQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run(task) {
      size += 1;
      // A failed task must not stop the queue: the next one waits for the settling, not success.
      const result = tail.then(task).finally(() => {
        size -= 1;
      });
      tail = result.catch(() => undefined);
      return result;
    },
    size: () => size,
  };
}

/** The process's queue: every decode of user bytes goes through it. */
export const imageDecodes = createDecodeQueue();
