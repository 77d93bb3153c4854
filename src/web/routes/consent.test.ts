import { describe, expect, it } from "vitest";
import { action, backToPage } from "./consent.ts";

const ORIGIN = "http://de.localhost:3000";

describe("the cookie banner without JavaScript (decision 0014)", () => {
  it("leads back only to a path of this site", () => {
    expect(backToPage("/heizoelpreise?x=1")).toBe("/heizoelpreise?x=1");
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "/.//evil.example",
      "https://evil.example/",
      "/%2F%2Fevil.example",
      "\\\\evil.example",
      "",
      null,
    ])
      expect(backToPage(hostile), String(hostile)).not.toMatch(/^\/\/|^\/\\|evil\.example(?!\/?$)|^https?:/);
    expect(backToPage("//evil.example/x")).toBe("/");
    expect(backToPage("/.//evil.example")).toBe("/");
    expect(backToPage("https://evil.example/")).toBe("/");
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    action({
      request: new Request(`${ORIGIN}/cookie-einwilligung`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
        body,
      }),
    } as never);

  it("sets the consent cookie and redirects back", async () => {
    const res = (await post("returnTo=%2Fnews&consent=necessary")) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/news");
    expect(res.headers.get("Set-Cookie")).toBe("cookie-consent=necessary; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("withdrawing statistics also ends the visit cookie a visitor has (decision 0043)", async () => {
    const res = (await post("returnTo=%2Fnews&consent=necessary", { Cookie: "stat_visit=abc" })) as Response;
    expect(res.headers.getSetCookie()).toEqual([
      "cookie-consent=necessary; Path=/; Max-Age=31536000; SameSite=Lax",
      "stat_visit=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
    const all = (await post("returnTo=%2Fnews&consent=all", { Cookie: "stat_visit=abc" })) as Response;
    expect(all.headers.getSetCookie()).toHaveLength(1);
  });

  it("refuses a form of another site", async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of foreign) {
      let status = 0;
      try {
        await post("returnTo=%2F&consent=all", headers);
      } catch (err) {
        // React Router's data(): the page's error boundary gets the German message with this status.
        status = (err as { init: { status: number } }).init.status;
      }
      expect(status, JSON.stringify(headers)).toBe(403);
    }
    const same = (await post("returnTo=%2F&consent=all", { "Sec-Fetch-Site": "same-origin" })) as Response;
    expect(same.status).toBe(302);
  });
});
