import type React from "react";
import type { DeliveryMap as DeliveryMapData } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";

/**
 * A branch's delivery area (decisions 0027, 0048): SVG written on the server from a map worked out there
 * (the state maps' projection, the project's own outlines and towns; no tile server): neighbours, states
 * and country borders, the radius, towns inside (filled) and near it (hollow) with the names of the
 * largest, the listed postcodes as squares, the branch. Marks and lines keep their size on screen whatever
 * the zoom. Presentational only.
 */
export function DeliveryMap({
  map,
  branchName,
  radiusKm,
  postcodeCount,
  hasPosition,
}: {
  map: DeliveryMapData;
  branchName: string;
  radiusKm: number;
  postcodeCount: number;
  hasPosition: boolean;
}) {
  const [x, y, w, h] = map.ViewBox.split(" ").map(Number);
  const u = map.Unit;
  const postcodes = postcodeCount === 1 ? "1 Postleitzahl" : `${postcodeCount} Postleitzahlen`;
  const described = `${branchName}: ${radiusKm > 0 ? `Radius ${radiusKm} km` : "kein Radius"}, ${postcodes} der Liste${
    map.TownsInside.length > 0 ? `; im Radius liegen unter anderem ${map.TownsInside.join(", ")}` : ""
  }`;
  return (
    <figure className="delivery-map">
      <svg viewBox={map.ViewBox} role="img" aria-label={`Karte des Liefergebiets – ${described}`} className="delivery-map__svg">
        <rect className="delivery-map__water" x={x} y={y} width={w} height={h} />
        {map.Areas.map((a) => (
          <path key={a.Kind} className={`delivery-map__area delivery-map__area--${a.Kind}`} d={a.D} />
        ))}
        {map.Borders.map((b) => (
          <path key={b.Kind} className={`delivery-map__border delivery-map__border--${b.Kind}`} d={b.D} />
        ))}
        {map.Radius && <circle className="delivery-map__radius" cx={map.Radius.Cx} cy={map.Radius.Cy} r={map.Radius.R} />}
        <g className="delivery-map__towns">
          {map.Towns.map((t) => (
            <circle
              key={`${t.Name}|${t.X}|${t.Y}`}
              className={`delivery-map__town${t.Inside ? " delivery-map__town--inside" : ""}`}
              cx={t.X}
              cy={t.Y}
              r={t.Label ? u * 1.5 : u}
            >
              <title>{t.Name}</title>
            </circle>
          ))}
        </g>
        <g className="delivery-map__postcodes">
          {map.Postcodes.map((p) => (
            <rect key={p.ZipCode} className="delivery-map__postcode" x={p.X - u * 1.6} y={p.Y - u * 1.6} width={u * 3.2} height={u * 3.2}>
              <title>{p.ZipCode}</title>
            </rect>
          ))}
        </g>
        {map.Branch && (
          <g className="delivery-map__branch">
            <circle cx={map.Branch.X} cy={map.Branch.Y} r={u * 4} />
            <title>{branchName}</title>
          </g>
        )}
        <g
          className="delivery-map__labels"
          style={{ "--map-font": map.FontSize, "--map-font-wide": map.FontSizeWide } as React.CSSProperties}
        >
          {map.Towns.map(
            (t) =>
              t.Label && (
                <text
                  key={`${t.Name}|${t.X}|${t.Y}`}
                  className={`delivery-map__label${t.Inside ? " delivery-map__label--inside" : ""}`}
                  x={t.Label.X}
                  y={t.Label.Y}
                  textAnchor={t.Label.Anchor}
                >
                  {t.Name}
                </text>
              ),
          )}
          {map.Postcodes.map(
            (p) =>
              p.Label && (
                <text
                  key={p.ZipCode}
                  className="delivery-map__label delivery-map__label--postcode"
                  x={p.Label.X}
                  y={p.Label.Y}
                  textAnchor={p.Label.Anchor}
                >
                  {p.ZipCode}
                </text>
              ),
          )}
        </g>
      </svg>
      <figcaption className="delivery-map__legend">
        {hasPosition && <span className="delivery-map__key delivery-map__key--branch">Filiale</span>}
        <span className="delivery-map__key delivery-map__key--radius">{radiusKm > 0 ? `Radius ${radiusKm} km` : "kein Radius"}</span>
        <span className="delivery-map__key delivery-map__key--inside">Ort im Radius</span>
        <span className="delivery-map__key delivery-map__key--near">Ort in der Nähe</span>
        {postcodeCount > 0 && <span className="delivery-map__key delivery-map__key--postcode">Postleitzahl der Liste</span>}
        <span className="delivery-map__key delivery-map__key--country">Landesgrenze</span>
        <span className="delivery-map__key delivery-map__key--state">Bundesland/Kanton</span>
        {map.TownsInside.length > 0 && <span className="delivery-map__note">Im Radius u. a.: {map.TownsInside.join(", ")}</span>}
        {!hasPosition && (
          <span className="delivery-map__note">
            Für diese Filiale sind noch keine Koordinaten hinterlegt; der Radius erscheint, sobald sie vorliegen.
          </span>
        )}
      </figcaption>
    </figure>
  );
}
