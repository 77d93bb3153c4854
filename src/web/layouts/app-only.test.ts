import { describe, expect, it } from "vitest";
import { isAppViewRequest } from "../../server/app-view.ts";
import { loader } from "./app-only.tsx";

type Args = Parameters<typeof loader>[0];
const args = (isAppView: boolean) => ({ context: { isAppView } }) as unknown as Args;

describe("§2 app-only pages", () => {
  it("answer 404 outside the native app", () => {
    let thrown: unknown;
    try {
      loader(args(false));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("render inside the app", () => {
    expect(loader(args(true))).toBeNull();
  });

  it.each([
    ["Mozilla/5.0 (Linux; Android 14) MarktplatzApp/3.2", undefined, true],
    ["Mozilla/5.0 (X11; Linux x86_64)", undefined, false],
    ["Mozilla/5.0 (X11; Linux x86_64)", "1", true],
    [undefined, "0", false],
  ])("user agent %j with cookie %j is an app view: %s", (ua, cookie, expected) => {
    expect(isAppViewRequest(ua, cookie)).toBe(expected);
  });
});
