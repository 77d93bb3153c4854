/**
 * The sections of a customer's personal data (spec §2 Account): name and titles, the address book with
 * its add/edit dialog, e-mail and password, notifications. One set of components for /persoenliche-daten,
 * /kunde/stammdaten and the partial account pages /account/basedata/partial/… (decision 0028),
 * each page choosing which sections it shows.
 */
import { useEffect, useRef, useState } from "react";
import { useActionData, useNavigation } from "react-router";
import type { Address } from "../../../domain/account/account.schemas.ts";
import type { BaseDataView } from "../../../domain/account/base-data.types.ts";
import { AddressCard, AddressDialog } from "./address-book.tsx";
import { Alert } from "./form-fields.tsx";
import { EmailSection, PasswordSection } from "./login-data-sections.tsx";
import { NameSection } from "./name-section.tsx";
import { NotificationsSection } from "./notifications-section.tsx";
import { intentOf, type PersonalDataNotice, type PersonalDataProblem } from "./personal-data-intents.ts";

type Editing = Address | "new-delivery" | "new-invoice" | null;

/** The dialog a refused address post reopens (without JavaScript the page is new): the address it was for. */
function editingOf(problem: PersonalDataProblem | undefined, addresses: Address[], fallback: Editing): Editing {
  if (problem?.intent !== "adresse") return fallback;
  const id = Number(problem.values?.Id);
  return addresses.find((a) => a.Id === id) ?? (problem.values?.AddressType === "0" ? "new-invoice" : "new-delivery");
}

export interface SectionChoice {
  name?: boolean;
  addresses?: boolean;
  login?: boolean;
  notifications?: boolean;
}

const ALL: SectionChoice = { name: true, addresses: true, login: true, notifications: true };

export function PersonalDataSections({
  data,
  countryId,
  show = ALL,
  openAddress = null,
  notice: lastNotice = null,
}: {
  data: BaseDataView;
  countryId: number;
  show?: SectionChoice;
  /** An address whose dialog is open from the start (the partial page of one address), or a new one. */
  openAddress?: Address | "new-delivery" | "new-invoice" | null;
  /** What the last form post did (post/redirect/get, decision 0061). */
  notice?: PersonalDataNotice | null;
}) {
  const addresses = [...data.DeliveryAddresses, ...data.InvoiceAddresses];
  const problem = useActionData<PersonalDataProblem>();
  const [editing, setEditing] = useState<Editing>(() => editingOf(problem, addresses, openAddress));
  // A saved address closes its dialog: the post led to the page again without a problem for it.
  const navigation = useNavigation();
  const savingAddress = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (intentOf(navigation.formAction) === "adresse") savingAddress.current = true;
    } else if (savingAddress.current) {
      savingAddress.current = false;
      if (problem?.intent !== "adresse") setEditing(null);
    }
  }, [navigation.state, navigation.formAction, problem]);
  // A notice in the address stays while another form is refused: only one of them shows.
  const notice = problem ? null : lastNotice;
  const problemOf = (...intents: string[]) => (problem && intents.includes(problem.intent) ? problem : undefined);
  return (
    <>
      {show.name && <NameSection data={data} problem={problemOf("name")} saved={notice === "daten"} />}

      {show.addresses && (
        <section className="account-card" aria-labelledby="addresses-title">
          <h2 id="addresses-title">Adressen</h2>
          {notice === "adresse" && <Alert kind="success">Die Adresse wurde gespeichert.</Alert>}
          {notice === "adresse-entfernt" && <Alert kind="success">Die Adresse wurde gelöscht.</Alert>}
          {addresses.length === 0 ? (
            <p>Sie haben noch keine Adressen gespeichert.</p>
          ) : (
            <div className="address-grid">
              {addresses.map((a) => (
                <AddressCard
                  key={a.Id}
                  address={a}
                  onEdit={() => setEditing(a)}
                  problem={problemOf("adresse-loeschen")?.values?.Id === String(a.Id) ? problem : undefined}
                />
              ))}
            </div>
          )}
          <div className="account-actions">
            <button type="button" className="button button--secondary" onClick={() => setEditing("new-delivery")}>
              Lieferadresse hinzufügen
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing("new-invoice")}>
              Rechnungsadresse hinzufügen
            </button>
          </div>
        </section>
      )}

      {!data.IsGuest && show.login && (
        <>
          <EmailSection email={data.Email} pendingEmail={data.PendingEmail} confirmed={data.EmailConfirmed} problem={problemOf("email")} />
          <PasswordSection problem={problemOf("kennwort")} changed={notice === "kennwort"} />
        </>
      )}
      {!data.IsGuest && show.notifications && (
        <NotificationsSection confirmed={data.NotificationsConfirmed} problem={problemOf("benachrichtigungen")} notice={notice} />
      )}

      {editing && (
        <AddressDialog
          address={typeof editing === "string" ? null : editing}
          addressType={editing === "new-invoice" ? 0 : editing === "new-delivery" ? 1 : (editing as Address).AddressType}
          countryId={countryId}
          problem={problemOf("adresse")}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
