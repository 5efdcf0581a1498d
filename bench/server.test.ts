import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getRaw } from "./http";
import { LineTail, ServerStartError, freePort, startServer } from "./server";

/** A stand-in for server.ts: healthy after HEALTHY_AFTER_MS, logs, exits early if told to. */
const FAKE_SERVER = `
import http from "node:http";
const started = Date.now();
const healthyAfter = Number(process.env.HEALTHY_AFTER_MS ?? 0);
if (process.env.CRASH) { console.error("boom: SESSION_SECRET missing"); process.exit(3); }
const server = http.createServer((req, res) => {
  if (req.url === "/healthz") {
    res.writeHead(Date.now() - started >= healthyAfter ? 200 : 503).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/plain" }).end("pid " + process.pid);
});
server.listen(Number(process.env.PORT), process.env.HOST, () => console.log("listening on " + process.env.PORT));
process.on("SIGTERM", () => { console.log("bye"); server.close(() => process.exit(0)); });
`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("startServer", () => {
  let dir: string;
  let script: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "bench-server-test-"));
    script = path.join(dir, "fake-server.mjs");
    writeFileSync(script, FAKE_SERVER);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const start = async (env: Record<string, string>, timeoutMs = 10_000) => {
    const port = await freePort();
    return {
      port,
      promise: startServer({
        command: process.execPath,
        args: [script],
        cwd: dir,
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
        healthUrl: `http://127.0.0.1:${port}/healthz`,
        timeoutMs,
      }),
    };
  };

  it("waits until /healthz answers 200, then stops the process by PID with SIGTERM", async () => {
    const { port, promise } = await start({ HEALTHY_AFTER_MS: "600" });
    const begun = Date.now();
    const server = await promise;
    expect(Date.now() - begun).toBeGreaterThanOrEqual(500);
    const page = await getRaw(`http://127.0.0.1:${port}/`);
    expect(new TextDecoder().decode(page.body)).toBe(`pid ${server.pid}`);
    expect(server.outputTail()).toContain(`listening on ${port}`);

    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
    expect(server.child.exitCode).toBe(0);
    expect(server.outputTail()).toContain("bye");
  });

  it("fails at once with the output tail when the server exits before it is healthy", async () => {
    const { promise } = await start({ CRASH: "1" });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as ServerStartError).message).toMatch(/exited before it was healthy \(exit code 3\)/);
    expect((error as ServerStartError).outputTail).toContain("boom: SESSION_SECRET missing");
  });

  it("gives up after the timeout, kills the server and reports the last health answer", async () => {
    const { promise } = await start({ HEALTHY_AFTER_MS: "60000" }, 1_000);
    const error = (await promise.catch((caught: unknown) => caught)) as ServerStartError;
    expect(error.message).toMatch(/not become healthy within 1 s \(last: .*answered 503\)/);
    expect(error.message).toContain("listening on");
  });
});

describe("LineTail", () => {
  it("keeps only the last lines, joining chunks split mid-line", () => {
    const tail = new LineTail(3);
    tail.push("one\ntw");
    tail.push("o\nthree\nfour\nfi");
    expect(tail.toString()).toBe("three\nfour\nfi");
    tail.push("ve\n");
    expect(tail.toString()).toBe("three\nfour\nfive");
  });
});

describe("freePort", () => {
  it("returns a port that can be listened on", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65_536);
  });
});
