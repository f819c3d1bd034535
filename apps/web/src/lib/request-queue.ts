/**
 * Requests sent through the shared queue run one at a time, in the order they were queued.
 * A failed task does not stop the queue.
 */
export function createRequestQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      pending += 1;
      const result = tail.then(task, task);
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      void tail.then(() => {
        pending -= 1;
      });
      return result;
    },
    get size(): number {
      return pending;
    },
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;
