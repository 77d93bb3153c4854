/**
 * Spec §9 "Campaign tracking source depends on the page name and on mobile or desktop": the slot's page
 * place and the kind of device, e.g. "angebotsliste-mitte-mobil". Nothing of the visitor beyond that.
 */
export function trackingSource(slotKey: string | null, mobile: boolean): string {
  return `${slotKey ?? "inhalt"}-${mobile ? "mobil" : "desktop"}`;
}

/** A phone or tablet as its browser says so (Client Hints first, else the user agent's "Mobi"). */
export function isMobileClient(headers: { "sec-ch-ua-mobile"?: string | string[]; "user-agent"?: string }): boolean {
  const hint = headers["sec-ch-ua-mobile"];
  if (typeof hint === "string") return hint.trim() === "?1";
  return /Mobi|Android|iPhone/i.test(headers["user-agent"] ?? "");
}
