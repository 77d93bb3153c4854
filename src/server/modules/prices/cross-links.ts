import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import type { PricesDeps } from "./prices.deps.ts";

export interface CrossLink {
  Title: string;
  Link: string;
}

/** Spec §7 cross-linking: related pages for a path (other regions, the matching directory and offers). */
export async function crossLinks(deps: PricesDeps, countryId: number, path: string): Promise<CrossLink[]> {
  const states = await deps.states(countryId);
  const [, section, stateName, ...local] = path.split("?")[0].split("/");
  const state = states.find((s) => s.Name === stateName);
  const links: CrossLink[] = [];
  // A local price page (place or postcode) links up to its state and to the dealers of its postcode.
  const zip = local.find((segment) => isValidZipFormat(segment, countryId));
  if (state && section === "heizoelpreise" && local.length > 0) {
    links.push({ Title: `Heizölpreise in ${state.FriendlyName}`, Link: `/heizoelpreise/${state.Name}` });
    if (zip) links.push({ Title: `Heizölhändler für ${zip}`, Link: `/heizoelhaendler/${state.Name}/${zip}` });
  }
  if (state && (section === "heizoelpreise" || section === "heizoelhaendler")) {
    links.push(
      section === "heizoelpreise"
        ? { Title: `Heizölhändler in ${state.FriendlyName}`, Link: `/heizoelhaendler/${state.Name}` }
        : { Title: `Heizölpreise in ${state.FriendlyName}`, Link: `/heizoelpreise/${state.Name}` },
    );
    const i = states.indexOf(state);
    for (const other of [states[i - 1], states[i + 1]].filter(Boolean)) {
      links.push({
        Title: `${section === "heizoelpreise" ? "Heizölpreise" : "Heizölhändler"} in ${other.FriendlyName}`,
        Link: `/${section}/${other.Name}`,
      });
    }
  }
  links.push({ Title: "Heizölpreise vergleichen", Link: "/heizoel/angebotsassistent" });
  return links;
}
