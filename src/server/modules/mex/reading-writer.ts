import type { Db } from "../../../db/client.ts";
import { mexReadings } from "../../../db/schema/mex.ts";
import type { NewReading } from "./mex.repo.ts";

/** Rows per INSERT: large enough to amortise the round trip, small enough to keep one statement short. */
const MAX_ROWS = 1000;
/**
 * How long the first reading of a batch waits for others (like a producer's linger): the embedded database
 * runs on this thread, so while one INSERT runs nothing else arrives, and without a short wait every
 * statement would carry one row. 2 ms of latency buys statements of dozens of rows under load.
 */
const LINGER_MS = 2;

const keyOf = (r: { deviceId: string; seq: number }) => `${r.deviceId}\u0000${r.seq}`;

/**
 * Group commit for readings: whatever arrives while one INSERT runs (concurrent HTTP requests, several MQTT
 * consumers) goes into the next one, so a thousand devices reporting at once cost a few statements instead
 * of a thousand. Each caller learns which of its rows were new (idempotency on device + seq stays the
 * database's unique index). A failed statement fails every caller of that batch; nothing is half-written.
 */
export function createReadingWriter(db: Db) {
  const queue: { rows: NewReading[]; resolve: (inserted: Set<string>) => void; reject: (err: unknown) => void }[] = [];
  let running = false;
  let scheduled = false;

  async function flush() {
    running = true;
    while (queue.length) {
      const batch: typeof queue = [];
      let count = 0;
      while (queue.length && (count === 0 || count + queue[0].rows.length <= MAX_ROWS)) {
        const next = queue.shift()!;
        batch.push(next);
        count += next.rows.length;
      }
      try {
        // Two callers may send the same reading at once (a QoS 1 redelivery): one row per key in the statement.
        const unique = new Map<string, NewReading>();
        for (const b of batch) for (const r of b.rows) unique.set(keyOf(r), r);
        const inserted = await db
          .insert(mexReadings)
          .values([...unique.values()])
          .onConflictDoNothing({ target: [mexReadings.deviceId, mexReadings.seq] })
          .returning({ deviceId: mexReadings.deviceId, seq: mexReadings.seq });
        const keys = new Set(inserted.map(keyOf));
        // A key counts as new for the first caller that sent it, a duplicate for any later one.
        for (const b of batch) {
          const mine = new Set<string>();
          for (const r of b.rows) {
            const k = keyOf(r);
            if (keys.delete(k)) mine.add(k);
          }
          b.resolve(mine);
        }
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    running = false;
  }

  return {
    /** Appends the rows; resolves with the keys (deviceId NUL seq) that were new. */
    write(rows: NewReading[]): Promise<Set<string>> {
      if (rows.length === 0) return Promise.resolve(new Set());
      const done = new Promise<Set<string>>((resolve, reject) => queue.push({ rows, resolve, reject }));
      if (!running && !scheduled) {
        scheduled = true;
        setTimeout(() => {
          scheduled = false;
          void flush();
        }, LINGER_MS);
      }
      return done;
    },
    keyOf,
  };
}

export type ReadingWriter = ReturnType<typeof createReadingWriter>;
