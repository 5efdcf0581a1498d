import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Runs a host with `env` until it exits by itself (or 30 s): its exit code and what it wrote. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("a malformed setting stops the start, naming the variable", () => {
  it("the storefront: CACHE_URL that is no Redis URL", async () => {
    const { code, output } = await run("server.ts", { SESSION_SECRET: "x".repeat(32), MAGENTO_URL: "http://127.0.0.1:2", CACHE_URL: "cache.internal:6379" });
    expect(code).toBe(1);
    expect(output).toContain("- CACHE_URL: must be a Redis URL");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("the storefront: MAGENTO_URL that is no URL, and no SESSION_SECRET in production, both named at once", async () => {
    const { code, output } = await run("server.ts", { MAGENTO_URL: "magento.internal" });
    expect(code).toBe(1);
    expect(output).toContain("- MAGENTO_URL: must be an absolute http(s) URL");
    expect(output).toContain("- SESSION_SECRET: is required in production");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("the engine service: a public URL and a port that are not", async () => {
    const { code, output } = await run("engine.ts", { PORT: "http", ENGINE_PUBLIC_URL: "api.shop.example" });
    expect(code).toBe(1);
    expect(output).toContain("- PORT: must be a port number");
    expect(output).toContain("- ENGINE_PUBLIC_URL: must be an absolute http(s) URL");
    expect(output).not.toMatch(/\n\s+at /);
  });
});
