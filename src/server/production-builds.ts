/**
 * The production builds of the libraries that ship one, in a production process (decision 0064).
 * React and React DOM pick theirs from NODE_ENV (main.ts settles it first). React Router does not: its
 * package exports name dist/development for every condition Node resolves with, and its dist/production
 * differs only in its development warnings being off. A resolve hook (Node's module.register) points
 * every import of react-router — the server's, @react-router/node's and the built pages' — at the same
 * file under dist/production, so the process still holds exactly one copy (two would break React's
 * contexts between the request handler and the pages).
 */
import { register } from "node:module";

const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

/** The module Node loads in place of a resolved URL: react-router's production twin, anything else as is. */
export function productionUrl(url: string): string {
  return url.includes(DEVELOPMENT) ? url.replace(DEVELOPMENT, PRODUCTION) : url;
}

type Resolved = { url: string; format?: string | null; shortCircuit?: boolean };

/** Node's resolve hook (runs on the loader thread): lets the usual resolution run, then swaps the file. */
export async function resolve(
  specifier: string,
  context: unknown,
  nextResolve: (specifier: string, context: unknown) => Promise<Resolved>,
): Promise<Resolved> {
  const resolved = await nextResolve(specifier, context);
  return { ...resolved, url: productionUrl(resolved.url) };
}

/**
 * In a production process (NODE_ENV=production), registers the hook; main.ts calls it before anything
 * imports react-router. Answers whether it did.
 */
export function loadProductionBuilds(): boolean {
  if (process.env.NODE_ENV !== "production") return false;
  register("./production-builds.ts", import.meta.url);
  return true;
}
