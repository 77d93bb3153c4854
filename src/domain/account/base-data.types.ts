/** What the personal data pages show (GET /api/basedata/get): personal data and the address book. */
import type { z } from "zod";
import type { Address, personalDataAnswer } from "./account.schemas.ts";

export type BaseDataView = z.infer<typeof personalDataAnswer> & { DeliveryAddresses: Address[]; InvoiceAddresses: Address[] };
