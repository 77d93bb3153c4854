import type { Db } from "../../../db/client.ts";
import type { EventCatalogue } from "../../../domain/events/catalogue.ts";
import type { Events } from "../../platform/events/events.ts";

import type { ReadingWriter } from "./reading-writer.ts";

/** What ingestion needs of a device on every reading, cached briefly (decision 0030). */
export interface DeviceClaim {
  deviceId: string;
  secret: string;
  sensorId: number | null;
}

export interface MexDeps {
  db: Db;
  /** The device and the sensor it is claimed as; null for an unknown device. */
  deviceClaim: (deviceId: string) => Promise<DeviceClaim | null>;
  /** Group commit of readings. */
  writer: ReadingWriter;
  now: () => Date;
  log: (msg: string, data: object) => void;
  /** After a stored batch: the readings' sensors (alerts, caches and the live connection step listen). */
  onReadings: (sensorIds: number[]) => void;
  /** The account area: turns on her mex flag (the MEX_CUSTOMER role of her next token). */
  enableMex: (tx: Db, userId: number) => Promise<void>;
  /** Her delivered heating-oil orders (refills are matched to them). */
  deliveries: (userId: number) => Promise<{ orderId: number; orderNumber: string; deliveredOn: string; litres: number }[]>;
  /** Today's best offer for an amount at a postcode, with the dealer's lead time; null when none. */
  bestOffer: (c: {
    countryId: number;
    zip: string;
    amount: number;
  }) => Promise<{ unitPrice: number; totalPrice: number; dealerName: string; leadTimeDays: number; path: string } | null>;
  today: (countryId: number) => string;
  /** Tank alerts and a new main sensor are published for the customer area (decision 0051). */
  events: Pick<Events<EventCatalogue>, "publish">;
}
