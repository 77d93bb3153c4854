import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, PGLITE_SHARED_BUFFERS, type Database } from "./client.ts";

describe("the embedded database's client (decision 0039)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it("lets the event loop run between statements: a caller's chain of statements does not starve I/O", async () => {
    const order: string[] = [];
    // Stands in for a socket that became readable while a page's loaders run their statements.
    setImmediate(() => order.push("event loop"));
    for (let i = 0; i < 5; i++) {
      await database.executeSql("select $1::int as n", [i]);
      order.push(`statement ${i}`);
    }
    expect(order[0]).toBe("event loop");
  });

  it("runs with the smaller buffer cache", async () => {
    const { rows } = await database.executeSql("show shared_buffers");
    expect(rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
  });

  it("counts the statements under way for the pool metrics", async () => {
    expect(database.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
    const running = [database.executeSql("select 1"), database.executeSql("select 2"), database.executeSql("select 3")];
    expect(database.poolStats()).toEqual({ total: 1, idle: 0, waiting: 2 });
    await Promise.all(running);
    expect(database.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });
});
