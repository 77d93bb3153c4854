import { loadProductionBuilds } from "./production-builds.ts";

// React and other libraries pick their production build from NODE_ENV when they are first loaded,
// so it is settled here, before anything else is imported; React Router's is picked by a resolve
// hook (production-builds.ts, decision 0064).
process.env.NODE_ENV ??= "production";
loadProductionBuilds();
await import("./start.ts");
