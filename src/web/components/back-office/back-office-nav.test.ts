import { describe, expect, it } from "vitest";
import { userFromClaims } from "../../../domain/account/auth.ts";
import routeConfig from "../../routes.ts";
import { BACK_OFFICE_NAV, backOfficeNavFor } from "./back-office-nav.ts";

interface Entry {
  path?: string;
  index?: boolean;
  children?: Entry[];
}

function pagePaths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const path = [parent, e.path ?? ""].filter(Boolean).join("/");
    return e.children?.length ? pagePaths(e.children, path) : [`/${path}`];
  });
}

const labels = (roles: string) => backOfficeNavFor(userFromClaims({ id: "1", role: roles })).map((i) => i.label);

describe("the back office's navigation (decision 0031)", () => {
  it("links only to pages the route table has, each once", () => {
    const pages = new Set(pagePaths(routeConfig as Entry[]));
    expect(BACK_OFFICE_NAV.filter((item) => !pages.has(item.to)).map((i) => i.to)).toEqual([]);
    expect(new Set(BACK_OFFICE_NAV.map((i) => i.to)).size).toBe(BACK_OFFICE_NAV.length);
  });

  it.each([
    [
      "customer support: users, contact requests, sales list, cancellations",
      "Role_Heizoel24_CustomerSupport",
      ["Benutzer", "Kontaktanfragen", "Verkaufsliste", "Stornomanagement"],
    ],
    [
      "finance: sales list, cancellations, statistics, order export",
      "Role_Heizoel24_Financial",
      ["Verkaufsliste", "Stornomanagement", "Statistik", "Bestellexport"],
    ],
    [
      "marketing: content pages, media, news, site texts, prompts, statistics",
      "Role_Heizoel24_Marketing",
      ["Inhalte", "Mediathek", "News", "Seitentexte", "Textbausteine", "Statistik"],
    ],
    [
      "editor: content pages, media, news, site texts, prompts, statistics",
      "Role_Heizoel24_Editor",
      ["Inhalte", "Mediathek", "News", "Seitentexte", "Textbausteine", "Statistik"],
    ],
    ["ad manager: adverts, campaigns, slots", "Role_Heizoel24_AdManager", ["Anzeigen", "Kampagnen", "Werbeplätze"]],
    ["a customer: nothing", "Role_Customer", []],
  ])("%s", (_name, role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it("an admin sees every entry", () => {
    expect(labels("ADMIN")).toEqual(BACK_OFFICE_NAV.map((i) => i.label));
  });
});
