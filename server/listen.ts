import type http from "node:http";
import { log } from "../logging/logger";
import { flushLogs } from "../logging/pino";

/** How long open requests may take to finish once a stop was asked for. */
const STOP_GRACE_MS = 10_000;

/**
 * Both Node hosts (server.ts, engine.ts): listen on `host:port` and say where, then on SIGTERM or
 * SIGINT finish the open requests, `close` what the process holds and exit (forced after the grace).
 */
export function serveUntilStopped(
  server: http.Server,
  { host, port, ready, close }: { host: string; port: number; ready: (baseUrl: string) => string; close: () => Promise<void> },
): void {
  server.listen(port, host, () => {
    const address = server.address();
    const listeningPort = typeof address === "object" && address ? address.port : port;
    log.info({ port: listeningPort }, ready(`http://${host === "0.0.0.0" ? "localhost" : host}:${listeningPort}`));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, graceMs: STOP_GRACE_MS }, "stop asked: finishing open requests, then stopping");
    setTimeout(() => {
      log.warn({ graceMs: STOP_GRACE_MS }, "requests still open after the grace period: stopping anyway");
      flushLogs();
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    server.close(async () => {
      await close();
      log.info("stopped");
      flushLogs();
      process.exit(0);
    });
    // Connections go as soon as they are idle: at once, and each keep-alive one after its last answer.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
