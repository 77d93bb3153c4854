/**
 * Work that runs outside a request (periodic refreshes, timers) must never end the process: a
 * rejection there would be unhandled, and Node exits on it. Such work runs through runInBackground,
 * which logs the failure; the caller keeps its last good state.
 */
type BackgroundLog = (msg: string, data: object) => void;

// One process-wide sink, set by the app to its logger: the callers (caches deep inside use cases) have
// no logger of their own.
let log: BackgroundLog = (msg, data) => console.error(msg, data);

/** Sets the sink and returns the one it replaces (a test restores it afterwards). */
export function setBackgroundLog(sink: BackgroundLog): BackgroundLog {
  const previous = log;
  log = sink;
  return previous;
}

/** Runs the task; a failure is logged under `name` and resolves to undefined. */
export async function runInBackground<T>(name: string, task: () => Promise<T>): Promise<T | undefined> {
  try {
    return await task();
  } catch (err) {
    log("background task failed; keeping the last good state", { task: name, err: err instanceof Error ? err.message : String(err) });
    return undefined;
  }
}
