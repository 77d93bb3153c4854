import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A load balancer in its simplest form: each request goes to the next upstream in turn. It appends the
 * caller's address to X-Forwarded-For as a real proxy does (the instances trust loopback proxies), and
 * names the upstream that answered in X-Upstream, so a check can tell which instance it talked to.
 */
export async function startRoundRobinProxy(
  upstreams: { name: string; port: number }[],
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const out = request(
      {
        host: "127.0.0.1",
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": upstream.name });
        answer.pipe(res);
      },
    );
    out.on("error", (err) => {
      res.writeHead(502, { "content-type": "text/plain", "x-upstream": upstream.name });
      res.end(`upstream ${upstream.name}: ${err.message}`);
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
