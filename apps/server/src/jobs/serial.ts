/**
 * Runs one task at a time: a caller arriving while a run is under way waits for it, then runs its own.
 * `busy()` is true exactly while a run is queued or under way, so a timer can skip a tick instead of
 * piling runs up. (The scheduler once compared its promise with a derived one and stayed "busy" forever
 * after its first tick: every job ran once, then never again.)
 */
export type Serial<T> = {
  run(): Promise<T>;
  busy(): boolean;
  /** Resolves when the run under way (if any) has ended, whatever its result. */
  settled(): Promise<void>;
};

export function serial<T>(task: () => Promise<T>, fallback: T): Serial<T> {
  let tail: Promise<unknown> | null = null;
  let pending = 0;
  return {
    run() {
      const previous = tail ?? Promise.resolve(fallback);
      const next = previous.catch(() => fallback).then(task);
      pending += 1;
      const done = next.then(
        () => undefined,
        () => undefined,
      );
      tail = done;
      void done.then(() => {
        pending -= 1;
        if (tail === done) tail = null;
      });
      return next;
    },
    busy: () => pending > 0,
    settled: async () => {
      await tail;
    },
  };
}
