import { describe, expect, it } from "vitest";
import { isAppViewRequest } from "./app-view.ts";

describe("app view detection (decision 0003)", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14) MarktplatzApp/3.2", undefined, true],
    ["Mozilla/5.0 (X11; Linux x86_64)", undefined, false],
    ["Mozilla/5.0 (X11; Linux x86_64)", "1", true],
    [undefined, "0", false],
  ])("user agent %j with cookie %j is an app view: %s", (ua, cookie, expected) => {
    expect(isAppViewRequest(ua, cookie)).toBe(expected);
  });
});
