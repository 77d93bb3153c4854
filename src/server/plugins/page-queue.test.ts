import { describe, expect, it } from "vitest";
import { createPageQueue } from "./page-queue.ts";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A promise and its resolver: work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("page queue (decision 0039)", () => {
  it("runs at most `limit` requests at a time, the others in arrival order", async () => {
    const queue = createPageQueue(2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      queue.run(new AbortController().signal, async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await nextTurn();
    expect(started).toEqual([0, 1]);
    expect(queue.size()).toEqual({ running: 2, waiting: 2 });
    gates[1].open();
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    gates[2].open();
    gates[3].open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it("starts the next request in a later turn of the event loop, not in the finishing request's microtasks", async () => {
    const queue = createPageQueue(1);
    const order: string[] = [];
    const first = queue.run(new AbortController().signal, async () => {
      // Stands in for a socket that became readable while the first page ran: it comes before the second.
      setImmediate(() => order.push("event loop"));
      order.push("first");
    });
    const second = queue.run(new AbortController().signal, async () => order.push("second"));
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "event loop", "second"]);
  });

  it("drops a request whose client went away while it waited, without losing a turn", async () => {
    const queue = createPageQueue(1);
    const hold = gate();
    const ran: string[] = [];
    const first = queue.run(new AbortController().signal, () => hold.opened.then(() => ran.push("first")));
    const gone = new AbortController();
    const dropped = queue.run(gone.signal, async () => ran.push("dropped"));
    const third = queue.run(new AbortController().signal, async () => ran.push("third"));
    gone.abort();
    expect(await dropped).toBeUndefined();
    expect(queue.size()).toEqual({ running: 1, waiting: 1 });
    hold.open();
    await Promise.all([first, third]);
    expect(ran).toEqual(["first", "third"]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it("passes the turn on when the client goes away after it was handed over, and when the work fails", async () => {
    const queue = createPageQueue(1);
    const ran: string[] = [];
    const gone = new AbortController();
    const first = queue.run(new AbortController().signal, async () => {
      // Finishes, so the turn is handed to `late` through setImmediate; its client leaves before that runs.
      queue.run(new AbortController().signal, async () => ran.push("after")).catch(() => {});
      return "first";
    });
    const late = queue.run(gone.signal, async () => ran.push("late"));
    await first;
    gone.abort();
    expect(await late).toBeUndefined();
    await expect(queue.run(new AbortController().signal, async () => Promise.reject(new Error("loader failed")))).rejects.toThrow(
      "loader failed",
    );
    expect(await queue.run(new AbortController().signal, async () => "still turning")).toBe("still turning");
    expect(ran).toEqual(["after"]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });
});
