/**
 * How the built server is started by the scripts that start it (the bench; `npm start` and `npm run serve`
 * in package.json say the same). The old-space limit is not there to stop a runaway heap: V8 grows its
 * heap up to 4× what is live before it collects when the limit is large (the default here is ≈ 4 GB),
 * and a server under load then held 400–500 MB of garbage. At 512 MB V8 grows it by ≈ 1.4× instead
 * (decision 0039); the 10× market's server lives in ≈ 160 MB. The semi-space limit keeps the young
 * generation at 16 MB instead of 32 MB under page rendering, for ≈ 5 % more CPU per request.
 */
export const SERVER_NODE_ARGS = ["--max-old-space-size=512", "--max-semi-space-size=8", "--import", "tsx", "src/server/main.ts"];
