/**
 * Support info (spec §3 session state ShowSupportInfo, AllowSupportInfo, OperatingSupportData; §4 "Support
 * info shows only if ShowSupportInfo and AllowSupportInfo are both true"; decision 0031). ShowSupportInfo:
 * the page is seen by the back office — a support desk or admin, or support acting as a customer.
 * AllowSupportInfo: that person switched the panel on (cookie "support_info=an", the back office's header
 * button); off by default, since most of the desk's pages are for talking to customers, not debugging
 * requests (decision 0036). A customer never sees it.
 */
import { passes } from "../access/roles.ts";

export const SUPPORT_INFO_COOKIE = "support_info";

export function showSupportInfo(user: { roles: readonly string[]; isImpersonatedS: boolean } | null): boolean {
  return Boolean(user && (user.isImpersonatedS || passes(user.roles, "SUPPORT")));
}

export function allowSupportInfo(cookieHeader: string | null): boolean {
  const value = (cookieHeader ?? "")
    .split(";")
    .map((c) => c.trim().split("="))
    .find(([k]) => k === SUPPORT_INFO_COOKIE)?.[1];
  return value === "an";
}

export function supportInfoVisible(state: { ShowSupportInfo: boolean; AllowSupportInfo: boolean }): boolean {
  return state.ShowSupportInfo && state.AllowSupportInfo;
}
