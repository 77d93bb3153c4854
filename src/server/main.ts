// React and other libraries pick their production build from NODE_ENV when they are first loaded,
// so it is settled here, before anything else is imported.
process.env.NODE_ENV ??= "production";
await import("./start.ts");
export {};
