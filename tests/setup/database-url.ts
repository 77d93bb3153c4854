/**
 * The server's URL with another database name. Its own module: the global set-up starts the app through
 * test-app.ts, which reaches test-database.ts, so neither may import the other's file (no cycles).
 */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
