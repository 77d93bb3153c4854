import { useState } from "react";
import { useSession } from "./session-provider.tsx";

/**
 * Every logout button (spec §4 logout userAction): with JavaScript the session provider logs out (and
 * reloads when an impersonation ends); without it the form posts to /abmelden, which does the same on
 * the server. The form takes no room of its own (`display: contents`), so the button sits in its header.
 */
export function LogoutForm({ className, label = "Abmelden", busyLabel }: { className: string; label?: string; busyLabel?: string }) {
  const { logOut } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action="/abmelden"
      className="logout-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        void logOut("userAction").finally(() => setBusy(false));
      }}
    >
      <button type="submit" className={className} disabled={busy}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </form>
  );
}
