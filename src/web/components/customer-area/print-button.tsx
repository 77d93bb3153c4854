import { useEffect, useState } from "react";

/** "Drucken / als PDF speichern": the browser's print dialog; without JavaScript the keyboard shortcut is named. */
export function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <span className="order-doc__hint">Drucken oder als PDF speichern: Strg + P (Mac: ⌘ + P)</span>;
  return (
    <button type="button" className="button button--primary" onClick={() => window.print()}>
      Drucken / als PDF speichern
    </button>
  );
}
