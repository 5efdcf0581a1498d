/**
 * `npm run engine:config` as the shop owner runs it: a child process on DATA_DIR (PGlite). It sets a
 * brand-new database up with the demo shop first, and never gives demo data to one set up without
 * it; mistakes exit 1 with one line on stderr; a shop answering /healthz on PORT holds the PGlite
 * database, and the command says so.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ne } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../db/connect";
import { directoryCurrencyRate, engineDataPatch, store } from "../db/schema";
import { prepareDatabase } from "../setup";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "engine-config-"));
  dirs.push(dir);
  return dir;
}

/** Listens on 127.0.0.1 with `answer` (a port nobody else holds); `close()` after. */
async function listen(answer: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port on which no shop answers: one just given back by the system. */
async function quietPort(): Promise<number> {
  const { server, port } = await listen(() => undefined);
  await closeServer(server);
  return port;
}

/** Runs the command with only DATA_DIR and PORT set (no DATABASE_URL; NODE_ENV as npm start): its exit code, stdout and stderr. */
function runConfig(args: string[], env: { DATA_DIR: string; PORT: number }): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "commerce/cli/config.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env["PATH"], HOME: process.env["HOME"], NODE_ENV: "development", DATA_DIR: env.DATA_DIR, PORT: String(env.PORT) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 50_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** What the database in `dataDir` holds: store views, whether the demo was seeded, rates. */
async function inspect(dataDir: string) {
  const connection = await connectDatabase({ dataDir });
  try {
    const { db } = connection;
    const views = await db.select({ code: store.code }).from(store).where(ne(store.storeId, 0)).orderBy(store.sortOrder);
    const patches = await db.select({ name: engineDataPatch.patchName }).from(engineDataPatch);
    const rates = await db.select().from(directoryCurrencyRate).orderBy(directoryCurrencyRate.currencyTo);
    return { storeViews: views.map((view) => view.code), demo: patches.some((patch) => patch.name === "demo/thai-shop"), rates };
  } finally {
    await connection.close();
  }
}

describe("npm run engine:config, as a child process", () => {
  it("creates and seeds a brand-new database, then saves the rate and says so", async () => {
    const dataDir = await freshDataDir();
    const run = await runConfig(["rate", "THB", "USD", "0.028"], { DATA_DIR: dataDir, PORT: await quietPort() });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Rate saved: 1 THB = 0.028 USD. A running shop shows it within 5 seconds (its settings cache).\n");
    expect(await inspect(dataDir)).toEqual({
      storeViews: ["th", "en"],
      demo: true,
      rates: [
        { currencyFrom: "THB", currencyTo: "THB", rate: "1.000000000000" },
        { currencyFrom: "THB", currencyTo: "USD", rate: "0.028000000000" },
      ],
    });

    const allow = await runConfig(["set", "currency/options/allow", "THB,USD", "--store", "en"], { DATA_DIR: dataDir, PORT: await quietPort() });
    expect(allow).toEqual({
      code: 0,
      stdout: "currency/options/allow = THB,USD saved for store view en. A running shop shows it within 5 seconds (its settings cache).\n",
      stderr: "",
    });
  });

  it("exits 1 with one line on stderr for a bad rate and for a usage error, before touching the database", async () => {
    const dataDir = await freshDataDir();
    const port = await quietPort();
    expect(await runConfig(["rate", "THB", "USD", "-0.028"], { DATA_DIR: dataDir, PORT: port })).toEqual({
      code: 1,
      stdout: "",
      stderr: `A rate must be a number greater than 0, such as 0.028; "-0.028" is not.\n`,
    });
    expect(await runConfig(["set", "currency/options/allow"], { DATA_DIR: dataDir, PORT: port })).toEqual({
      code: 1,
      stdout: "",
      stderr: "Usage: npm run engine:config -- set <path> <value> [--store <code>] | rate <from> <to> <rate>\n",
    });
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("never gives demo data to a database set up without it", async () => {
    const dataDir = await freshDataDir();
    const setUp = await connectDatabase({ dataDir });
    await prepareDatabase(setUp, { seedDemo: false });
    await setUp.close();
    const run = await runConfig(["rate", "USD", "EUR", "0.7067"], { DATA_DIR: dataDir, PORT: await quietPort() });
    expect(run.code).toBe(0);
    expect(await inspect(dataDir)).toEqual({ storeViews: [], demo: false, rates: [{ currencyFrom: "USD", currencyTo: "EUR", rate: "0.706700000000" }] });
  });

  it("refuses to open PGlite while a shop answers /healthz on PORT, saying so", async () => {
    const dataDir = await freshDataDir();
    const { server, port } = await listen((request, response) => {
      response.writeHead(request.url === "/healthz" ? 200 : 404).end("ok");
    });
    try {
      const run = await runConfig(["rate", "THB", "USD", "0.028"], { DATA_DIR: dataDir, PORT: port });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        `A shop answers on port ${port}, and its PGlite database is one process's alone: stop it first, then run this command again (on PostgreSQL, DATABASE_URL, it works while the shop runs).\n`,
      );
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    } finally {
      await closeServer(server);
    }
  });
});
