import { AppError } from "../../../domain/shared/errors.ts";

export type DealerRole = "admin" | "staff";

export interface DealerActor {
  userId: number;
  dealerId: number;
  dealerRole: DealerRole;
}

/**
 * Who acts in the dealer portal (decision 0026 contract): the user's dealer and role there. A login with the
 * DEALER check but no dealer (an ADMIN, a dealer account without a dealer) gets a 403 in German; an
 * unknown role counts as "staff", the role with fewer rights.
 */
export function dealerActor(user: { id: number; dealerId?: number | null; dealerRole?: string | null }): DealerActor {
  if (!user.dealerId) throw new AppError("DEALER_NOT_LINKED");
  return { userId: user.id, dealerId: user.dealerId, dealerRole: user.dealerRole === "admin" ? "admin" : "staff" };
}
