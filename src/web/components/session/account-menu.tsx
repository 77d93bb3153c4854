import { Link, useLocation } from "react-router";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import { passes } from "../../../domain/access/roles.ts";
import { LogoutForm } from "./logout-form.tsx";
import { useSession } from "./session-provider.tsx";

/** Header entry: the login link, or the user's name with the logout button (spec §4 logout userAction). */
export function AccountMenu() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return (
      <Link to={loginUrl(`${location.pathname}${location.search}`)} className="account-menu__login">
        Anmelden
      </Link>
    );
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "Ihr Konto";
  // A customer's name leads into her customer area (decision 0028); other accounts to their personal data.
  const customer = passes(user.roles, "CUSTOMER");
  return (
    <div className="account-menu">
      {user.isGuest ? (
        <span className="account-menu__name" title="Als Gast angemeldet">
          {user.firstName || "Gast"} (Gast)
        </span>
      ) : (
        <Link
          to={customer ? "/kunde/startseite" : "/persoenliche-daten"}
          className="account-menu__name"
          title={customer ? "Mein Konto" : "Persönliche Daten"}
        >
          {name}
        </Link>
      )}
      <LogoutForm className="account-menu__logout" />
    </div>
  );
}
