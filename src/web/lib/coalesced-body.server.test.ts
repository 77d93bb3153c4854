import { describe, expect, it } from "vitest";
import { CoalescedBody } from "./coalesced-body.server.ts";

function chunksOf(body: CoalescedBody): Promise<string[]> {
  const chunks: string[] = [];
  body.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    body.on("end", () => resolve(chunks));
    body.on("error", reject);
  });
}

describe("CoalescedBody: the page body leaves in few chunks (decision 0064)", () => {
  it("passes on what React writes in one go as one chunk, in order", async () => {
    const body = new CoalescedBody();
    const chunks = chunksOf(body);
    for (const part of ["<!DOCTYPE html>", "<html>", "<body>", "…"]) body.write(Buffer.from(part));
    await new Promise((r) => setImmediate(r));
    body.end(Buffer.from("</html>"));
    expect(await chunks).toEqual(["<!DOCTYPE html><html><body>…", "</html>"]);
  });

  it("passes on a later part as it comes, not held back until the end", async () => {
    const body = new CoalescedBody();
    const seen: string[] = [];
    body.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
    body.write(Buffer.from("shell"));
    await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual(["shell"]);
    body.write(Buffer.from("data"));
    await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual(["shell", "data"]);
    body.end();
  });
});
