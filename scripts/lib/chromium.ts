/** Debian's Chromium and the headless flags of ARCHITECTURE.md, for the browser tests and Lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the networking flags Chromium keeps calling hosts this machine cannot reach.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
