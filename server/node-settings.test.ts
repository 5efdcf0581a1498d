import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./node-settings";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "settings-"));

describe("the storefront's settings on Node", () => {
  it("generates a development secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = parseServerEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(parseServerEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
    const file = path.join(dir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("uses SESSION_SECRET when given, and requires it in production", () => {
    const secret = "n".repeat(40);
    expect(parseServerEnv({ SESSION_SECRET: secret, DATA_DIR: dataDir() }).SESSION_SECRET).toBe(secret);
    expect(() => parseServerEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/- SESSION_SECRET: is required in production/);
  });

  it("takes a metrics token of 16 characters or more; none by default", () => {
    const secret = "settings-test-secret-that-is-long-enough-01";
    expect(parseServerEnv({ SESSION_SECRET: secret }).METRICS_TOKEN).toBeUndefined();
    expect(parseServerEnv({ SESSION_SECRET: secret, METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe("0123456789abcdef");
    expect(() => parseServerEnv({ SESSION_SECRET: secret, METRICS_TOKEN: "0123456789abcde" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
