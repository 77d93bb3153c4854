import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import { accessTokenKeys } from "./access-token.ts";
import type { AccountDeps } from "./account-deps.ts";
import { favouriteDealerIds, updateUser } from "./account.repo.ts";
import type { Db } from "../../../db/client.ts";
import { openRegistrationData, sealRegistrationData } from "./cache-registration-data.ts";
import { changeNotifications } from "./change-notifications.ts";
import { changePassword } from "./change-password.ts";
import { hasAnyOrder } from "./check-orders.ts";
import { communityMember } from "./community-member.ts";
import { confirmEmail } from "./confirm-email.ts";
import { confirmNotifications } from "./confirm-notifications.ts";
import { getBaseData } from "./get-base-data.ts";
import { getPersonalData } from "./get-personal-data.ts";
import { issueRatingToken } from "./issue-rating-token.ts";
import { getOwnAddress, listOwnAddresses } from "./list-addresses.ts";
import { logIn } from "./log-in.ts";
import { logInWithCookie } from "./log-in-with-cookie.ts";
import { logOut } from "./log-out.ts";
import { impersonateUser, recordImpersonatedRequest } from "./impersonate-user.ts";
import {
  supportPasswordReset,
  supportResendConfirmation,
  supportSearchUsers,
  supportSetLocked,
  supportUpdateUser,
  supportUserDetail,
} from "./support-users.ts";
import { findValidMailToken } from "./mail-token.ts";
import type { UserTokenPurpose } from "./account.repo.ts";
import { ratingPage, useRatingToken } from "./rate-order.ts";
import { deleteAccount, exportAccountData } from "./account-data.ts";
import { claimGuestOrders, requestGuestOrderTakeover, unclaimedGuestIds } from "./claim-guest-orders.ts";
import { resumeSession } from "./resume-session.ts";
import { registerCustomer } from "./register-customer.ts";
import { registerGuest } from "./register-guest.ts";
import { removeAddress } from "./remove-address.ts";
import { renewToken } from "./renew-token.ts";
import { requestEmailChange } from "./request-email-change.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { PASSWORD_LINK_PURPOSES, resetPassword } from "./reset-password.ts";
import { inviteDealerStaff, resendStaffInvitation } from "./invite-dealer-staff.ts";
import { addAddress, changeAddress } from "./save-address.ts";
import { createSessionLiveness } from "./session-liveness.ts";
import { setFavourite } from "./set-favourite.ts";
import { updatePersonalData } from "./update-personal-data.ts";

/**
 * Accounts and sessions (decision 0008): the one set of account use cases for the API routes, the page
 * loaders and the auth plugin (which checks tokens with the same keys and the same session liveness).
 */
export function createAccountServices({
  db,
  config,
  jobs,
  cache,
  clock,
  logger,
}: Pick<PlatformDeps, "db" | "config" | "jobs" | "cache" | "clock" | "logger">) {
  const deps: AccountDeps = {
    db,
    keys: accessTokenKeys(config.jwtSecret, config.ACCESS_TOKEN_SECONDS),
    sessions: createSessionLiveness(db, { cache, now: () => clock.now() }),
    jobs,
    config,
    now: () => clock.now(),
    log: (msg, data) => logger.warn(data ?? {}, msg),
  };
  return {
    /** Token keys and session liveness, shared with the auth plugin. */
    tokenKeys: deps.keys,
    sessions: deps.sessions,
    ...bindDeps(deps, {
      logIn,
      logOut,
      renewToken,
      resumeSession,
      logInWithCookie,
      sealRegistrationData,
      openRegistrationData,
      registerCustomer,
      registerGuest,
      requestPasswordReset,
      resetPassword,
      confirmEmail,
      confirmNotifications,
      /** What the rating page shows; the orders area's rating checks the link with it and uses it up. */
      ratingPage,
      /** For the order side after delivery: mails the customer a single-use rating link. */
      issueRatingToken,
      /** Personal data and address book of a logged-in user (page /persoenliche-daten). */
      baseData: getBaseData,
      hasAnyOrder,
      /** The community (decision 0069): a writer's name, account age and the facts behind her marks. */
      communityMember,
      setFavourite,
      getPersonalData,
      updatePersonalData,
      changePassword,
      requestEmailChange,
      changeNotifications,
      listOwnAddresses,
      getOwnAddress,
      addAddress,
      changeAddress,
      removeAddress,
      /** For the dealer portal: a staff login and its mailed link to set the first password (decision 0027). */
      inviteDealerStaff,
      resendStaffInvitation,
      /** Privacy (decision 0028): her account's data, and deleting the account. */
      exportAccountData,
      deleteAccount,
      /** Her guest orders (same address): which guest rows, the mail with the link, the takeover. */
      unclaimedGuestIds,
      requestGuestOrderTakeover,
      claimGuestOrders,
      /** The back office (decision 0031): user administration and impersonation. */
      supportSearchUsers,
      supportUserDetail,
      supportUpdateUser,
      supportSetLocked,
      supportResendConfirmation,
      supportPasswordReset,
      impersonateUser,
      recordImpersonatedRequest,
    }),
    /** Whether a mailed link can still be used (pages show an error early; nothing is used up). */
    linkIsValid: async (token: string, purposes: UserTokenPurpose[]) => Boolean(await findValidMailToken(deps, token, purposes)),
    /** What a /neues-kennwort-setzen link is: a password reset, a staff invitation (first password), or no valid link. */
    passwordLinkKind: async (token: string): Promise<"reset" | "invitation" | null> => {
      const row = await findValidMailToken(deps, token, PASSWORD_LINK_PURPOSES);
      return row ? (row.purpose === "invite-staff" ? "invitation" : "reset") : null;
    },
    /** The dealers a customer marked as favourites (the offer list marks them, spec §3). */
    favouriteDealerIds: (userId: number) => favouriteDealerIds(db, userId),
    /** The orders area's rating uses up its single-use link in the rating's transaction (decision 0025). */
    useRatingToken: (tx: Db, token: string) => useRatingToken(deps, tx, token),
    /** The mex area: her first paired sensor turns on the MEX_CUSTOMER role of her next token (spec §6). */
    enableMex: async (tx: Db, userId: number) => {
      await updateUser(tx, userId, { hasMexEnabled: true });
    },
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
