// Import boundaries of docs/ARCHITECTURE.md, checked by `npm run check:boundaries` inside `npm test`
// (decision 0020). `boundaries.test.ts` proves each rule catches a wrong import, so none can pass
// silently.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-imports-nothing-of-ours",
      comment:
        "src/domain holds the spec's pure rules and schemas for browser and server alike: it imports npm packages, never our other folders.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { pathNot: ["^src/domain/", "(^|/)node_modules/"], dependencyTypesNot: ["core"] },
    },
    {
      name: "web-not-server-or-db",
      comment:
        "Browser code never imports the server or the database; shared types and schemas live in src/domain. The server hands loaders what they need through the load context.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/(server|db)/" },
    },
    {
      name: "no-cycles",
      comment: "An import cycle ties two files into one unit that can only be understood, loaded and tested together.",
      severity: "error",
      from: { path: "^(src|scripts|tests)/" },
      to: { circular: true },
    },
    {
      name: "module-not-other-modules-repo",
      comment: "A module reaches another area through that area's services, never its queries.",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/" },
      to: { path: "^src/server/modules/.+[.]repo[.]ts$", pathNot: "^src/server/modules/$1/" },
    },
    {
      name: "module-only-through-module-file",
      comment:
        "An area reaches another only through that area's <area>.module.ts (decision 0052): its services are handed over by the module list, its events come through the bus. Tests and test helpers may use another area's test helpers.",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/", pathNot: "([.]test|[.]test-helpers)[.]ts$" },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/[^/]+[.]module[.]ts$"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "module-types-through-module-or-services-file",
      comment:
        "A type of another area comes from its <area>.module.ts or, for the services it asks (the needs of decision 0052), from its <area>.services.ts.",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/", pathNot: "([.]test|[.]test-helpers)[.]ts$" },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/[^/]+[.](module|services)[.]ts$"],
        dependencyTypes: ["type-only"],
      },
    },
    {
      name: "platform-not-modules",
      comment: "src/server/platform is what every area shares; nothing area-specific lives there or is imported from there.",
      severity: "error",
      from: { path: "^src/server/platform/" },
      to: { path: "^src/server/modules/" },
    },
    {
      name: "no-unresolvable",
      comment:
        "An import the cruiser cannot resolve could hide a forbidden one. Generated route types (./+types/…) and the React Router build are resolved by the framework.",
      severity: "error",
      from: { path: "^(src|scripts|tests)/" },
      to: { couldNotResolve: true, pathNot: ["/\\+types/", "^virtual:"] },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "^(\\.react-router|build)/" },
    // Type-only imports count: a type import of server code still ties the browser bundle's sources to it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
