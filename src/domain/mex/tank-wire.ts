/**
 * Spec §4 "Tank guide" and §5: tank payloads go out with capitalised keys, answers come back lower-camel.
 * Loading: more than one angular tank is a battery, the old sensor type 4 is radio (funk); saving maps a
 * battery back to angular (the count says how many).
 */
export const TANK_TYPES = { angular: 1, cylinder: 2, ball: 3, battery: 4 } as const;
export const SENSOR_TYPES = { wlan: 1, gsm: 2, funk: 3 } as const;

export const TANK_TYPE_TEXT: Record<number, string> = {
  1: "Rechtecktank (Kunststoff oder Stahl)",
  2: "Zylindertank",
  3: "Kugeltank",
  4: "Batterietank (mehrere Tanks verbunden)",
};
export const SENSOR_TYPE_TEXT: Record<number, string> = { 1: "WLAN", 2: "Mobilfunk (GSM)", 3: "Funk" };

export function tankTypeOnLoad(t: { tankTypeId: number; tankCount: number }): number {
  return t.tankCount > 1 && t.tankTypeId === TANK_TYPES.angular ? TANK_TYPES.battery : t.tankTypeId;
}

export function sensorTypeOnLoad(sensorTypeId: number): number {
  return sensorTypeId === 4 ? SENSOR_TYPES.funk : sensorTypeId;
}

export function tankTypeOnSave(tankTypeId: number): number {
  return tankTypeId === TANK_TYPES.battery ? TANK_TYPES.angular : tankTypeId;
}
