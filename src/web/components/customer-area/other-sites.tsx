/**
 * Her orders on the other country sites (decision 0045): each site's customer area shows that site's
 * orders, and links the same view on the sites that hold others. Sessions are per site, so the other
 * site may ask her to log in first; the page guard brings her back to that view.
 */
import { localeById, type CountryCode } from "../../../domain/shared/countries.ts";
import type { CustomerOrderSite } from "../../../domain/customer/customer-orders.schemas.ts";
import { otherSiteLinkText, type OtherSiteCount } from "../../../domain/customer/other-sites.ts";
import { useRootData } from "../../root.tsx";

export function OtherSites({ sites, path, count }: { sites: readonly CustomerOrderSite[]; path: string; count: OtherSiteCount }) {
  const origins = useRootData()?.countryOrigins;
  const links = sites.flatMap((site) => {
    const locale = localeById(site.CountryId);
    const text = otherSiteLinkText(site, count);
    return locale && text && origins ? [{ code: locale.code as CountryCode, hrefLang: locale.intlLocale, text }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="customer-other-sites" data-testid="other-sites">
      {links.map((l) => (
        <li key={l.code}>
          <a href={`${origins![l.code]}${path}`} hrefLang={l.hrefLang}>
            {l.text} →
          </a>
        </li>
      ))}
    </ul>
  );
}
