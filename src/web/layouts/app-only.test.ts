import { describe, expect, it } from "vitest";
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
});
