import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../domain/shared/errors.ts";
import { answerOf, pageContext } from "../../lib/page.test-helpers.ts";
import { action } from "./cms-media.tsx";

/** The library page's forms without JavaScript (decision 0065, "Media library"): a plain multipart post. */
describe("the media library's page action", () => {
  const editor = { id: 7, roles: ["EDITOR"], sid: "s" };
  const post = (fields: Record<string, string | File>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return new Request("http://de.localhost/support/cms/media", { method: "POST", body, headers: { "sec-fetch-site": "same-origin" } });
  };
  const run = (cms: Record<string, unknown>, fields: Record<string, string | File>) =>
    action({ request: post(fields), params: {}, context: pageContext({ cms }, { user: editor as never }) } as never);
  const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], "tank.png", { type: "image/png" });

  it("hands the file, its name and the alt text to the API's use case, then shows the notice", async () => {
    const uploadMedia = vi.fn(async () => ({}));
    const a = answerOf(await run({ uploadMedia }, { Alt: "Ein Tank", file: png, intent: "upload" }));
    expect(a).toMatchObject({ status: 302, location: "/support/cms/media?erledigt=hochgeladen" });
    expect(uploadMedia).toHaveBeenCalledWith({
      actor: { id: 7, requestId: "req-1" },
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      fileName: "tank.png",
      fields: { Alt: "Ein Tank" },
    });
  });

  it("asks for a file when none was chosen, keeping the typed alt text", async () => {
    const a = answerOf(await run({ uploadMedia: vi.fn() }, { Alt: "Ein Tank", intent: "upload" }));
    expect(a).toMatchObject({
      status: 400,
      data: { fieldErrors: { file: ["Bitte wählen Sie eine Datei aus."] }, values: { Alt: "Ein Tank" } },
    });
  });

  it("shows the use case's refusal at its field (the missing alt text) in German", async () => {
    const uploadMedia = vi.fn(async () => Promise.reject(new AppError("CMS_MEDIA_ALT_MISSING", { field: "Alt" })));
    const a = answerOf(await run({ uploadMedia }, { Alt: "", file: png, intent: "upload" }));
    expect(a.status).toBe(400);
    expect(a.data).toMatchObject({ code: "CMS_MEDIA_ALT_MISSING", fieldErrors: { Alt: [expect.stringContaining("Alternativtext")] } });
  });

  it("a delete refused while a page uses the file: the German 409 at that file", async () => {
    const deleteMedia = vi.fn(async () => Promise.reject(new AppError("CMS_MEDIA_IN_USE")));
    const a = answerOf(await run({ deleteMedia }, { Id: "12", intent: "delete" }));
    expect(a).toMatchObject({ status: 409, data: { code: "CMS_MEDIA_IN_USE", deleteId: 12 } });
    expect(deleteMedia).toHaveBeenCalledWith({ actor: { id: 7, requestId: "req-1" }, id: 12 });
  });
});
