import type { Db } from "../../../db/client.ts";
import type { EventCatalogue } from "../../../domain/events/catalogue.ts";
import type { Events } from "../../platform/events/events.ts";
import type { CommunityMember } from "../account/account.module.ts";

/** What the community's use cases need (decision 0069); the services file builds it once. */
export interface CommunityDeps {
  db: Db;
  events: Pick<Events<EventCatalogue>, "publish">;
  now: () => Date;
  member: (userId: number) => Promise<CommunityMember | null>;
  deliveredOrder: (userId: number) => Promise<boolean>;
}

/** Who is asking: a signed-in user (a guest too), or nobody. */
export type CommunityCaller = { id: number; isGuest: boolean } | null;
