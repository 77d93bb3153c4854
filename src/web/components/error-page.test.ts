import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "./error-page.tsx";

describe("the error page names the request id of a server error", () => {
  const render = (status: number, requestId?: string) =>
    renderToString(createElement(MemoryRouter, null, createElement(ErrorPage, { status, requestId })));

  it("500: Fehler-ID", () => {
    expect(render(500, "4f1c2d3e-aaaa-bbbb-cccc-0123456789ab")).toContain("Fehler-ID: <!-- -->4f1c2d3e-aaaa-bbbb-cccc-0123456789ab");
  });

  it("not on a 404, and not without an id", () => {
    expect(render(404, "x-123456789")).not.toContain("Fehler-ID");
    expect(render(500)).not.toContain("Fehler-ID");
  });
});
