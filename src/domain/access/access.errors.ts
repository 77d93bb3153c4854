import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Back-office authority over accounts (decision 0036): acting as an account, changing its role or lock.
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const ACCESS_ERRORS = {
  IMPERSONATION_NOT_ALLOWED: {
    status: 403,
    message: "Als dieses Konto können Sie nicht handeln: nur als Kundin bzw. Kunde, nicht gesperrt und nicht gelöscht.",
  },
  USER_ADMIN_FORBIDDEN: {
    status: 403,
    message:
      "Dieses Konto dürfen Sie nicht ändern: Der Kundenservice betreut Kundinnen, Kunden und Händler; Backoffice-Konten und Rollen ändert nur die Administration.",
  },
  SELF_LOCK: { status: 409, message: "Ihr eigenes Konto können Sie nicht sperren." },
  LAST_PLATFORM_ADMIN: {
    status: 409,
    message: "Das ist das letzte aktive Administrationskonto. Es kann weder gesperrt werden noch seine Rolle verlieren.",
  },
} as const satisfies ErrorRows;
