import { describe, expect, it } from "vitest";
import { actorFilterOf, pageWindow } from "./paging.ts";

describe("paging of the operations lists", () => {
  it.each([
    [0, 1, 50, { offset: 0, pages: 1, page: 1 }],
    [50, 1, 50, { offset: 0, pages: 1, page: 1 }],
    [51, 2, 50, { offset: 50, pages: 2, page: 2 }],
    [120, 9, 50, { offset: 100, pages: 3, page: 3 }],
    [10_000, 200, 50, { offset: 9_950, pages: 200, page: 200 }],
    [10, 0, 25, { offset: 0, pages: 1, page: 1 }],
  ])("%i rows, page %i of size %i", (total, page, size, window) => {
    expect(pageWindow(total, page, size)).toEqual(window);
  });
});

describe("the audit log's actor filter", () => {
  it.each([
    [undefined, null],
    ["  ", null],
    ["12", { kind: "id", id: 12 }],
    ["#7", { kind: "id", id: 7 }],
    ["Admin@Example.com", { kind: "email", text: "admin@example.com" }],
    ["#x", { kind: "email", text: "#x" }],
  ])("%s", (input, filter) => {
    expect(actorFilterOf(input)).toEqual(filter);
  });
});
