/**
 * The customer area's navigation (decision 0028), one list for the layout: each entry is a page
 * of src/web/routes.ts inside the area's layout (the test beside this file checks it), so the area never
 * links to a page that is not built or leaves its tabs.
 */
export interface CustomerNavItem {
  to: string;
  label: string;
}

export const CUSTOMER_NAV: readonly CustomerNavItem[] = [
  { to: "/kunde/startseite", label: "Startseite" },
  { to: "/kunde/bestellungen", label: "Bestellungen" },
  { to: "/kunde/dashboard", label: "Übersicht" },
  // Tank monitoring (decision 0030): pairing for everyone, her tanks once she has a sensor.
  { to: "/kunde/mex", label: "Tank" },
  { to: "/kunde/benachrichtigungen", label: "Benachrichtigungen" },
  // Spec §2 Account's page, the area's master data (decision 0045: /kunde/stammdaten leads there).
  { to: "/persoenliche-daten", label: "Persönliche Daten" },
  { to: "/kunde/meine-daten", label: "Meine Daten" },
];
