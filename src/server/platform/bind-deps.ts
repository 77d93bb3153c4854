/**
 * Use cases take their dependencies first (`logIn(deps, input)`); a services object offers them with the
 * dependencies already given (`account.logIn(input)`), so routes and loaders never assemble deps.
 */
// biome-ignore lint/suspicious/noExplicitAny: a use case's own arguments, whatever they are, are passed on unchanged.
type UseCase<D> = (deps: D, ...args: any[]) => unknown;
type Bound<D, F> = F extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;

export function bindDeps<D, T extends Record<string, UseCase<D>>>(deps: D, useCases: T): { [K in keyof T]: Bound<D, T[K]> } {
  return Object.fromEntries(Object.entries(useCases).map(([name, fn]) => [name, (...args: unknown[]) => fn(deps, ...args)])) as {
    [K in keyof T]: Bound<D, T[K]>;
  };
}
