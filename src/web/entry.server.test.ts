import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server.tsx";

// Page errors go to the server's logger through the load context (decisions 0012, 0020): the page code
// imports nothing from the server.
describe("handleError", () => {
  const contextLogging = () => {
    const logged: { error: unknown; path: string }[] = [];
    const context = { logPageError: (error: unknown, path: string) => logged.push({ error, path }) } as unknown as AppLoadContext;
    return { logged, context };
  };

  it("hands a loader's error and the page's path (no query) to the load context's logger", () => {
    const { logged, context } = contextLogging();
    const error = new Error("loader failed");
    handleError(error, { request: new Request("http://de.localhost/heizoelpreise/bayern?zeitraum=1m"), context });
    expect(logged).toEqual([{ error, path: "/heizoelpreise/bayern" }]);
  });

  it("logs nothing for a request the client aborted", () => {
    const { logged, context } = contextLogging();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), { request: new Request("http://de.localhost/", { signal: controller.signal }), context });
    expect(logged).toEqual([]);
  });
});
