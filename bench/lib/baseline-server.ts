/**
 * The bench's baseline: a bare Fastify hello-world in a process of its own. Served from the bench's
 * process it left the load generator with the garbage of ~700,000 requests, whose collection then
 * fell into the measurements that followed (decision 0034).
 */
import Fastify from "fastify";

const port = Number(process.env.PORT);
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
app.get("/readyz", async () => ({ ok: true }));
await app.listen({ port, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
