/** Server-side paging of the operations lists: the rows to skip and the pages there are. */
export function pageWindow(total: number, page: number, pageSize: number): { offset: number; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { offset: (p - 1) * pageSize, pages, page: p };
}

/**
 * The audit log's actor filter: "#12" or "12" is a user id, anything else a part of an e-mail address
 * (support staff remember the address, not the id).
 */
export function actorFilterOf(input: string | undefined): { kind: "id"; id: number } | { kind: "email"; text: string } | null {
  const s = (input ?? "").trim();
  if (!s) return null;
  const id = /^#?(\d{1,9})$/.exec(s);
  return id ? { kind: "id", id: Number(id[1]) } : { kind: "email", text: s.toLowerCase() };
}
