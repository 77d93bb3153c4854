import { and, eq, ne } from "drizzle-orm";
import { advertSlotItems, advertSlots } from "../../../db/schema/adverts.ts";
import { slotInput, type SlotInput } from "../../../domain/adverts/adverts.schemas.ts";
import type { SlotDetail } from "../../../domain/adverts/manage.schemas.ts";
import { isSlotKey, SLOT_PLACES } from "../../../domain/adverts/slot-types.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AdvertsActor } from "./adverts.actor.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import { slotRow, slotRows } from "./manage.repo.ts";
import { refreshSlots } from "./refresh-slots.ts";

type Deps = Pick<AdvertsDeps, "db" | "cache" | "slots">;
type SlotRow = typeof advertSlots.$inferSelect;

/** Where the pages show a slot: the code's list of places (slot-types.ts); a key the pages do not name shows nowhere. */
const pagesOf = (key: string) => (isSlotKey(key) ? SLOT_PLACES[key] : "Auf keiner Seite");

const detail = (s: SlotRow, items: number): SlotDetail => ({
  Id: s.id,
  Key: s.key,
  CountryId: s.countryId,
  SlotTypeId: s.slotTypeId,
  AppliesZipFiltering: s.appliesZipFiltering,
  Width: s.width,
  Height: s.height,
  MobileWidth: s.mobileWidth,
  MobileHeight: s.mobileHeight,
  Pages: pagesOf(s.key),
  Items: items,
});

export async function listSlots(deps: Pick<AdvertsDeps, "db">): Promise<SlotDetail[]> {
  return (await slotRows(deps.db)).map((r) => detail(r.slot, r.items));
}

export async function getSlot(deps: Pick<AdvertsDeps, "db">, id: number): Promise<SlotDetail> {
  const row = await slotRow(deps.db, id);
  if (!row) throw new AppError("ADVERT_SLOT_NOT_FOUND");
  const items = await deps.db.$count(advertSlotItems, eq(advertSlotItems.slotId, id));
  return detail(row, items);
}

/** A slot is one of the places the pages name (slot-types.ts), once per country. */
async function checked(deps: Pick<AdvertsDeps, "db">, raw: SlotInput, id: number | null) {
  const s = slotInput.parse(raw);
  if (!isSlotKey(s.Key)) throw new AppError("ADVERT_SLOT_NOT_FOUND", { field: "Key" });
  const [taken] = await deps.db
    .select({ id: advertSlots.id })
    .from(advertSlots)
    .where(and(eq(advertSlots.key, s.Key), eq(advertSlots.countryId, s.CountryId), id === null ? undefined : ne(advertSlots.id, id)));
  if (taken) throw new AppError("ADVERT_SLOT_TAKEN", { field: "Key" });
  return {
    key: s.Key,
    countryId: s.CountryId,
    slotTypeId: s.SlotTypeId,
    appliesZipFiltering: s.AppliesZipFiltering,
    width: s.Width,
    height: s.Height,
    mobileWidth: s.MobileWidth,
    mobileHeight: s.MobileHeight,
  };
}

export async function createSlot(deps: Deps, actor: AdvertsActor, raw: SlotInput): Promise<SlotDetail> {
  const values = await checked(deps, raw, null);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(advertSlots).values(values).returning({ id: advertSlots.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "slot.create",
      targetKind: "advert_slot",
      targetId: row.id,
      after: values,
      requestId: actor.requestId,
    });
    return row.id;
  });
  await refreshSlots(deps, [values.key]);
  return getSlot(deps, id);
}

export async function updateSlot(deps: Deps, actor: AdvertsActor, id: number, raw: SlotInput): Promise<SlotDetail> {
  const before = await slotRow(deps.db, id);
  if (!before) throw new AppError("ADVERT_SLOT_NOT_FOUND");
  const values = await checked(deps, raw, id);
  await deps.db.transaction(async (tx) => {
    await tx.update(advertSlots).set(values).where(eq(advertSlots.id, id));
    const { id: _id, createdAt: _at, ...was } = before;
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "slot.update",
      targetKind: "advert_slot",
      targetId: id,
      before: was,
      after: values,
      requestId: actor.requestId,
    });
  });
  await refreshSlots(deps, [before.key, values.key]);
  return getSlot(deps, id);
}

/** Refused while campaigns have adverts in it (their reports count per slot); an empty slot goes. */
export async function deleteSlot(deps: Deps, actor: AdvertsActor, id: number): Promise<void> {
  const slot = await getSlot(deps, id);
  if (slot.Items > 0) throw new AppError("ADVERT_SLOT_IN_USE");
  await deps.db.transaction(async (tx) => {
    await tx.delete(advertSlots).where(eq(advertSlots.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "slot.delete",
      targetKind: "advert_slot",
      targetId: id,
      before: { Key: slot.Key, CountryId: slot.CountryId },
      requestId: actor.requestId,
    });
  });
  await refreshSlots(deps, [slot.Key]);
}
