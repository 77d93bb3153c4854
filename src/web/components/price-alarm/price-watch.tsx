/**
 * "Preis beobachten" (decision 0029): the compact price alarm form on the offer list and the price pages,
 * for the configuration shown there. It posts to /preiswecker, which answers (or shows the full form
 * with the mistakes). Works without JavaScript.
 */
import { Form } from "react-router";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { TextField } from "../account/form-fields.tsx";
import { useSession } from "../session/session-provider.tsx";

export function PriceWatch({
  zipCode,
  amount,
  productGroupId,
  intro,
}: {
  zipCode: string;
  amount: number;
  productGroupId: number;
  intro: string;
}) {
  const { user } = useSession();
  const visitor = !user || user.isGuest;
  const basis = amountRules(productGroupId).basisLabel;
  return (
    <section className="price-watch" aria-labelledby="price-watch-title" data-testid="price-watch">
      <h2 id="price-watch-title">Preis beobachten</h2>
      <p>{intro}</p>
      <Form method="post" action="/preiswecker" className="price-watch__fields" noValidate>
        <input type="hidden" name="ZipCode" value={zipCode} />
        <input type="hidden" name="Amount" value={amount} />
        <input type="hidden" name="ProductGroupId" value={productGroupId} />
        <TextField label={`Wunschpreis je ${basis}`} name="TargetPrice" inputMode="decimal" placeholder="z. B. 95,50" required />
        {visitor && <TextField label="E-Mail-Adresse" name="Email" type="email" autoComplete="email" required />}
        <button type="submit" className="button button--secondary">
          Preiswecker einrichten
        </button>
      </Form>
    </section>
  );
}
