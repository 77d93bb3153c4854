/**
 * The native app wrapper identifies itself by a user-agent token (docs/decisions/0003-app-view-detection.md);
 * the cookie lets the wrapper's web view keep the flag after in-app navigation.
 */
export const APP_USER_AGENT_TOKEN = "MarktplatzApp/";

export function isAppViewRequest(userAgent: string | undefined, cookie: string | undefined): boolean {
  return (userAgent ?? "").includes(APP_USER_AGENT_TOKEN) || cookie === "1";
}
