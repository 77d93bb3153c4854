/**
 * Tank alerts (decision 0030) with hysteresis: an alert is raised once when its condition starts and
 * cleared only when the tank is clearly past it again, so a level wobbling around a threshold does not mail
 * every day. The thresholds are what fuel portals commonly use: a quarter full is time to look at prices,
 * a tenth is urgent.
 */
export type TankAlertKind = "low-level" | "almost-empty" | "order-by" | "battery-low" | "no-data";

export interface TankAlertInput {
  levelPercent: number | null;
  batteryV: number | null;
  /** The reading status shown now (no-data after 36 h). */
  status: string | null;
  orderBy: string | null;
  today: string;
}

const RULES: Record<TankAlertKind, { raise: (s: TankAlertInput) => boolean; clear: (s: TankAlertInput) => boolean }> = {
  "low-level": {
    raise: (s) => s.levelPercent !== null && s.levelPercent <= 25,
    clear: (s) => s.levelPercent !== null && s.levelPercent >= 30,
  },
  "almost-empty": {
    raise: (s) => s.levelPercent !== null && s.levelPercent <= 10,
    clear: (s) => s.levelPercent !== null && s.levelPercent >= 15,
  },
  // Reached on the day itself; after a refill the date moves weeks ahead and the alert clears.
  "order-by": { raise: (s) => s.orderBy !== null && s.orderBy <= s.today, clear: (s) => s.orderBy === null || s.orderBy > s.today },
  "battery-low": { raise: (s) => s.batteryV !== null && s.batteryV < 2.9, clear: (s) => s.batteryV !== null && s.batteryV >= 3.1 },
  "no-data": { raise: (s) => s.status === "no-data", clear: (s) => s.status !== null && s.status !== "no-data" },
};

export const TANK_ALERT_KINDS = Object.keys(RULES) as TankAlertKind[];

/** Which alerts to raise and which of the open ones to clear, given the tank's state now. */
export function nextAlerts(state: TankAlertInput, open: readonly TankAlertKind[]): { raise: TankAlertKind[]; clear: TankAlertKind[] } {
  const raise = TANK_ALERT_KINDS.filter((k) => !open.includes(k) && RULES[k].raise(state));
  const clear = open.filter((k) => RULES[k].clear(state));
  // The tank is already almost empty: "low" adds nothing to that mail.
  return { raise: raise.includes("almost-empty") ? raise.filter((k) => k !== "low-level") : raise, clear };
}

export function alertText(kind: TankAlertKind, tank: string, v: { percent: string; orderBy: string }): { title: string; body: string } {
  switch (kind) {
    case "low-level":
      return {
        title: `${tank}: noch ${v.percent}`,
        body: `Ihr Tank „${tank}“ ist nur noch zu ${v.percent} gefüllt. Ein guter Zeitpunkt, die Preise zu vergleichen.`,
      };
    case "almost-empty":
      return {
        title: `${tank}: fast leer (${v.percent})`,
        body: `Ihr Tank „${tank}“ ist fast leer (${v.percent}). Bitte bestellen Sie bald, damit die Heizung nicht ausgeht.`,
      };
    case "order-by":
      return {
        title: `${tank}: Zeit zu bestellen`,
        body: `Für „${tank}“ ist der empfohlene Bestelltermin erreicht (${v.orderBy}): Bestellen Sie jetzt, dann bleibt die Reserve im Tank und der Händler hat Zeit zu liefern.`,
      };
    case "battery-low":
      return {
        title: `${tank}: Batterie des Sensors schwach`,
        body: `Die Batterie des Sensors an „${tank}“ ist schwach. Bitte tauschen Sie sie bald, sonst misst der Sensor nicht mehr.`,
      };
    case "no-data":
      return {
        title: `${tank}: keine Messung seit 36 Stunden`,
        body: `Der Sensor an „${tank}“ hat seit 36 Stunden nichts gemeldet. Bitte prüfen Sie Batterie und Verbindung (WLAN, Mobilfunk oder Funk).`,
      };
  }
}
