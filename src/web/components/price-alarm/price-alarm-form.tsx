/**
 * The price alarm form (decision 0029): the full form on /preiswecker and in the customer area. A plain
 * POST form: it works without JavaScript; the server answers mistakes per field in German.
 */
import { Form, useNavigation } from "react-router";
import { amountRules, defaultProductId } from "../../../domain/shared/catalog.ts";
import { PRODUCT_GROUPS } from "../../../domain/shared/products.ts";
import { SelectField, TextField } from "../account/form-fields.tsx";

export interface PriceAlarmFormState {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
}

export function PriceAlarmForm({
  countryId,
  visitor,
  action,
  state,
  submitLabel = "Preiswecker einrichten",
}: {
  countryId: number;
  visitor: boolean;
  action: string;
  state: PriceAlarmFormState;
  submitLabel?: string;
}) {
  const busy = useNavigation().state === "submitting";
  const v = state.values;
  const err = (name: string) => state.fieldErrors[name]?.[0];
  const groups = PRODUCT_GROUPS.filter((g) => defaultProductId(countryId, g.id) !== undefined);
  const group = Number(v.ProductGroupId ?? 1);
  const basis = amountRules(group).basisLabel;
  return (
    <Form method="post" action={action} className="price-alarm-form" noValidate>
      <div className="price-alarm-form__grid">
        <TextField
          label="Postleitzahl"
          name="ZipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          defaultValue={v.ZipCode ?? ""}
          error={err("ZipCode")}
          required
        />
        <TextField
          label={`Menge (${amountRules(group).unitLabel})`}
          name="Amount"
          inputMode="numeric"
          defaultValue={v.Amount ?? String(amountRules(group).default)}
          error={err("Amount")}
          required
        />
        <SelectField
          label="Produkt"
          name="ProductGroupId"
          defaultValue={String(group)}
          options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          error={err("ProductGroupId")}
        />
        <TextField
          label={`Wunschpreis je ${basis}`}
          name="TargetPrice"
          inputMode="decimal"
          placeholder="z. B. 95,50"
          defaultValue={v.TargetPrice ?? ""}
          error={err("TargetPrice")}
          hint="Wir schreiben Ihnen, sobald das günstigste Angebot diesen Preis erreicht oder unterschreitet."
          required
        />
        <TextField
          label={`Auch melden, wenn der Preis über … je ${basis} steigt`}
          name="RisePrice"
          inputMode="decimal"
          optional
          defaultValue={v.RisePrice ?? ""}
          error={err("RisePrice")}
        />
        <TextField label="Beobachten ab" name="StartsOn" type="date" optional defaultValue={v.StartsOn ?? ""} error={err("StartsOn")} />
        {visitor && (
          <TextField
            label="E-Mail-Adresse"
            name="Email"
            type="email"
            autoComplete="email"
            defaultValue={v.Email ?? ""}
            error={err("Email")}
            hint="Sie erhalten zuerst eine E-Mail, mit der Sie den Preiswecker bestätigen."
            required
          />
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Wird eingerichtet …" : submitLabel}
      </button>
    </Form>
  );
}
