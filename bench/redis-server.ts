import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import { freePort } from "./server";

/**
 * A real `redis-server` (Debian's package; `.ci/run` installs it) on a loopback port, without
 * persistence, for the tests of what instances share. Tests skip, saying why, only when there is
 * no redis-server binary on this machine.
 */
export function redisServerBinary(): string | undefined {
  const candidates = [process.env.REDIS_SERVER_BIN, ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "redis-server")), "/usr/bin/redis-server", "/usr/sbin/redis-server"];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
}

export const NO_REDIS_MESSAGE = "no redis-server binary on this machine (apt-get install redis-server, or run .ci/run, which installs it): the tests of the shared Redis are skipped";

export interface RedisServer {
  url: string;
  port: number;
  /** A client of its own, for the test to look at the keys. */
  client(): Redis;
  /** Stops the server (SIGTERM, then SIGKILL); its data is gone (no persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, nothing answers, as a Redis stuck in a slow command. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = redisServerBinary();
  if (!binary) throw new Error(NO_REDIS_MESSAGE);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const clients: Redis[] = [];

  async function start() {
    child = spawn(binary!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
      probe.on("error", () => undefined);
      try {
        await probe.connect();
        if ((await probe.ping()) === "PONG") return;
      } catch {
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        probe.disconnect();
      }
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || (running.signalCode !== null && running.signalCode !== "SIGSTOP")) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGCONT");
    running.kill("SIGTERM");
    const timer = setTimeout(() => running.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    client() {
      const client = new Redis({ port, host: "127.0.0.1", maxRetriesPerRequest: 1 });
      client.on("error", () => undefined);
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients.splice(0)) client.disconnect();
      await stop();
    },
    start,
    freeze: () => child?.kill("SIGSTOP"),
    thaw: () => child?.kill("SIGCONT"),
  };
}
