import type { MapPoint } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { kmToMapUnits, projectPoint, type MapCountry } from "../state-map/map-projection.ts";
import maps from "../state-map/state-maps.generated.json";

interface CountryMap {
  viewBox: string;
  states: { mapId: string; d: string }[];
}

/** Smallest section of the map shown (viewBox units of the 600-wide country map): a city-sized area stays readable. */
const MIN_SPAN = 90;
const MARGIN = 0.12;

/**
 * A branch's delivery area on the country map (decision 0027), drawn on the server as SVG: the states'
 * outlines of the state map with the same projection, the branch as a point, its radius as a circle and
 * the listed postcodes as dots. The view is cut to the area (with the country around it for orientation).
 */
export function DeliveryMap({
  country,
  branchName,
  position,
  radiusKm,
  points,
}: {
  country: MapCountry;
  branchName: string;
  position: MapPoint | null;
  radiusKm: number;
  points: (MapPoint & { ZipCode: string })[];
}) {
  const map = (maps as Record<string, CountryMap>)[country];
  const [, , width, height] = map.viewBox.split(" ").map(Number);
  const centre = position ? projectPoint(country, { lat: position.Lat, lon: position.Lon }) : null;
  const radius = position && radiusKm > 0 ? kmToMapUnits(country, position.Lat, radiusKm) : 0;
  const dots = points.map((p) => ({ zip: p.ZipCode, xy: projectPoint(country, { lat: p.Lat, lon: p.Lon }) }));

  // The section: everything drawn, plus a margin; the whole country when there is nothing to show.
  const xs = [...dots.map((d) => d.xy[0]), ...(centre ? [centre[0] - radius, centre[0] + radius] : [])];
  const ys = [...dots.map((d) => d.xy[1]), ...(centre ? [centre[1] - radius, centre[1] + radius] : [])];
  let view = { x: 0, y: 0, w: width, h: height };
  if (xs.length > 0) {
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const span = Math.max(MIN_SPAN, (x1 - x0) * (1 + 2 * MARGIN), (y1 - y0) * (1 + 2 * MARGIN));
    const w = Math.min(width, span);
    const h = Math.min(height, span);
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    view = { x: clamp(cx - w / 2, 0, width - w), y: clamp(cy - h / 2, 0, height - h), w, h };
  }
  // Marks keep their size on screen whatever the zoom.
  const unit = view.w / 300;
  const described = `${branchName}: ${radiusKm > 0 ? `Radius ${radiusKm} km` : "kein Radius"}, ${points.length === 1 ? "1 Postleitzahl" : `${points.length} Postleitzahlen`} der Liste`;
  return (
    <figure className="delivery-map">
      <svg viewBox={`${round(view.x)} ${round(view.y)} ${round(view.w)} ${round(view.h)}`} role="img" aria-label={`Karte des Liefergebiets – ${described}`} className="delivery-map__svg">
        <g className="delivery-map__states">
          {map.states.map((s) => (
            <path key={s.mapId} d={s.d} />
          ))}
        </g>
        {centre && radius > 0 && <circle className="delivery-map__radius" cx={round(centre[0])} cy={round(centre[1])} r={round(radius)} />}
        <g className="delivery-map__postcodes">
          {dots.map((d) => (
            <circle key={d.zip} cx={round(d.xy[0])} cy={round(d.xy[1])} r={round(unit * 1.6)}>
              <title>{d.zip}</title>
            </circle>
          ))}
        </g>
        {centre && (
          <g className="delivery-map__branch">
            <circle cx={round(centre[0])} cy={round(centre[1])} r={round(unit * 4.5)} />
            <title>{branchName}</title>
          </g>
        )}
      </svg>
      <figcaption className="delivery-map__legend">
        <span className="delivery-map__key delivery-map__key--branch">Filiale</span>
        <span className="delivery-map__key delivery-map__key--radius">{radiusKm > 0 ? `Radius ${radiusKm} km` : "kein Radius"}</span>
        <span className="delivery-map__key delivery-map__key--postcode">Postleitzahlen der Liste</span>
        {!centre && <span className="delivery-map__note">Für diese Filiale sind noch keine Koordinaten hinterlegt; der Radius erscheint, sobald sie vorliegen.</span>}
      </figcaption>
    </figure>
  );
}

function clamp(v: number, lo: number, hi: number) {
  return Math.max(lo, Math.min(hi, v));
}

function round(v: number) {
  return Math.round(v * 10) / 10;
}
