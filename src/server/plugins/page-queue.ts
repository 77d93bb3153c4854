/**
 * At most `limit` page requests (loaders and the render up to the first byte of the document) at a time;
 * the others wait their turn in arrival order (decision 0039).
 *
 * Why: everything of this server shares one event loop. With 24 pages in flight, each turn of the loop ran
 * a step of every one of them (a statement and the code after it, a render of 10–20 ms), so a turn took
 * hundreds of milliseconds, and `/healthz`, the API and new connections waited for whole turns. Pages
 * that wait here cost nothing but a promise; the throughput is the same, since the CPU was the limit.
 *
 * A finished request hands its turn to the next one through `setImmediate`, not by resolving the next
 * promise at once: that would start the next page's loaders as a microtask of the same turn, and a queue of
 * pages would again run as one long turn. A request whose client has gone while it waited is dropped.
 */
export interface PageQueue {
  /** Runs `work` when it is this request's turn; answers undefined (without running it) if `signal` aborted first. */
  run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T | undefined>;
  /** Requests running and waiting (tests, metrics). */
  size(): { running: number; waiting: number };
}

export function createPageQueue(limit: number): PageQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A request is done with its turn: the longest-waiting one gets it in a later turn of the loop. */
  const passOn = () => {
    const start = waiting.shift();
    if (start) setImmediate(start);
    else running--;
  };

  /** Resolves true once the caller holds a turn, false if its client went away first (then it holds none). */
  const turn = (signal: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      if (running < limit) {
        running++;
        resolve(true);
        return;
      }
      // Called by passOn: the turn is this request's now; if its client has gone meanwhile, it goes on.
      const start = () => {
        signal.removeEventListener("abort", leave);
        if (signal.aborted) passOn();
        resolve(!signal.aborted);
      };
      const leave = () => {
        const at = waiting.indexOf(start);
        if (at < 0) return; // already handed the turn: start() passes it on
        waiting.splice(at, 1);
        resolve(false);
      };
      waiting.push(start);
      signal.addEventListener("abort", leave, { once: true });
    });

  return {
    async run(signal, work) {
      if (signal.aborted || !(await turn(signal))) return undefined;
      try {
        return await work();
      } finally {
        passOn();
      }
    },
    size: () => ({ running, waiting: waiting.length }),
  };
}
