import type { Address } from "../../../domain/account/account.schemas.ts";
import { ADDRESS_TYPE } from "../../../domain/shared/spec-constants.ts";
import type { AccountDeps } from "./account-deps.ts";
import { listAddresses } from "./account.repo.ts";
import { addressOf } from "./address-wire.ts";
import { personalDataOf, type PersonalData } from "./get-personal-data.ts";
import { currentUser } from "./guards.ts";

export type BaseData = PersonalData & { DeliveryAddresses: Address[]; InvoiceAddresses: Address[] };

/** GET /api/basedata/get (spec §7: the customer area reads DeliveryAddresses): personal data plus address book. */
export async function getBaseData(deps: AccountDeps, userId: number): Promise<BaseData> {
  const user = await currentUser(deps, userId);
  const all = (await listAddresses(deps.db, userId)).map(addressOf);
  return {
    ...personalDataOf(user),
    DeliveryAddresses: all.filter((a) => a.AddressType === ADDRESS_TYPE.DELIVERY),
    InvoiceAddresses: all.filter((a) => a.AddressType === ADDRESS_TYPE.INVOICE),
  };
}
