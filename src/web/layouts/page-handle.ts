/** What a page route tells its layout through `handle` (read with useMatches). */
export interface PageHandle {
  /** "hero": the page shows the calculator bar itself; otherwise it is fixed at the top. */
  calculatorBar?: "hero" | "fixed" | "none";
  /**
   * For regional pages whose path exists only on this country's site (a state, place or postcode): where the
   * country switch leads on the other sites; the page then has no hreflang alternates.
   */
  otherCountryPath?: string;
  /**
   * The page shows the same to every visitor without a session (no form token, nothing of hers): it is
   * rendered once and served from the shared page cache to all of them (decision 0062).
   */
  publicCache?: true;
  /** The slots the page shows (decision 0059): filled by the root loader from the areas that provide them. */
  slots?: readonly string[];
}
