/**
 * Spec §4: the community's guidelines count as accepted only if an accepted version exists and the
 * required version is unset or not higher than the accepted one. Spec §6: writing in the community
 * depends on it. Pure, for the server's checks and the pages alike (decision 0069).
 */
export function guidelinesAccepted(accepted: number | null | undefined, required: number | null | undefined): boolean {
  if (accepted === null || accepted === undefined) return false;
  return required === null || required === undefined || required <= accepted;
}
