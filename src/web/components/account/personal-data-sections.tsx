/**
 * The sections of a customer's personal data (spec §2 Account): name and titles, the address book with
 * its add/edit dialog, e-mail and password, notifications. One set of components for /persoenliche-daten,
 * /kunde/stammdaten and the partial account pages /account/basedata/partial/… (decision 0028),
 * each page choosing which sections it shows.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Address } from "../../../domain/account/account.schemas.ts";
import type { BaseDataView } from "../../../domain/account/base-data.types.ts";
import { AddressCard, AddressDialog } from "./address-book.tsx";
import { EmailSection, PasswordSection } from "./login-data-sections.tsx";
import { NameSection } from "./name-section.tsx";
import { NotificationsSection } from "./notifications-section.tsx";

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
}: {
  data: BaseDataView;
  countryId: number;
  show?: SectionChoice;
  /** An address whose dialog is open from the start (the partial page of one address), or a new one. */
  openAddress?: Address | "new-delivery" | "new-invoice" | null;
}) {
  const [editing, setEditing] = useState<Address | "new-delivery" | "new-invoice" | null>(openAddress);
  const revalidator = useRevalidator();
  const addresses = [...data.DeliveryAddresses, ...data.InvoiceAddresses];
  return (
    <>
      {show.name && <NameSection data={data} />}

      {show.addresses && (
        <section className="account-card" aria-labelledby="addresses-title">
          <h2 id="addresses-title">Adressen</h2>
          {addresses.length === 0 ? (
            <p>Sie haben noch keine Adressen gespeichert.</p>
          ) : (
            <div className="address-grid">
              {addresses.map((a) => (
                <AddressCard key={a.Id} address={a} onEdit={() => setEditing(a)} onDeleted={() => revalidator.revalidate()} />
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
          <EmailSection email={data.Email} pendingEmail={data.PendingEmail} confirmed={data.EmailConfirmed} />
          <PasswordSection />
        </>
      )}
      {!data.IsGuest && show.notifications && <NotificationsSection confirmed={data.NotificationsConfirmed} />}

      {editing && (
        <AddressDialog
          address={typeof editing === "string" ? null : editing}
          addressType={editing === "new-invoice" ? 0 : editing === "new-delivery" ? 1 : (editing as Address).AddressType}
          countryId={countryId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      )}
    </>
  );
}
