import { Link } from "react-router";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { formatPrice } from "../../../domain/shared/format.ts";
import { Alert } from "../account/form-fields.tsx";
import type { PriceAlarmActionResult } from "../../routes/price-alarm/price-alarm.server.ts";

/** What the form's answer says: the confirmation mail, today's price against the target, or the mistake. */
export function PriceAlarmResult({ result, manageLink }: { result: PriceAlarmActionResult | undefined; manageLink: boolean }) {
  if (!result) return null;
  if (!result.ok) return <Alert kind="error">{result.message}</Alert>;
  const locale = localeById(result.countryId)!;
  const basis = amountRules(result.productGroupId).basisLabel;
  const today =
    result.currentPrice === null
      ? "Für diese Angaben liegt heute kein Angebot vor."
      : result.currentPrice <= result.targetPrice
        ? `Das günstigste Angebot liegt heute schon bei ${formatPrice(result.currentPrice, locale)} je ${basis}, also unter Ihrem Wunschpreis.`
        : `Das günstigste Angebot liegt heute bei ${formatPrice(result.currentPrice, locale)} je ${basis}.`;
  return (
    <div data-testid="price-alarm-result">
      <Alert kind="success">
        {result.confirmationSent
          ? "Fast geschafft: Bitte bestätigen Sie den Preiswecker über den Link in der E-Mail, die wir Ihnen gerade geschickt haben."
          : "Ihr Preiswecker ist eingerichtet. Wir schreiben Ihnen, sobald der Preis Ihre Grenze erreicht."}{" "}
        {today}
      </Alert>
      {manageLink && (
        <p>
          <Link to="/kunde/benachrichtigungen">Meine Preiswecker verwalten</Link>
        </p>
      )}
    </div>
  );
}
