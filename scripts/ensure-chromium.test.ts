import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { APT_COMMANDS, DEFAULT_CHROMIUM, decideChromium, findOnPath } from "./ensure-chromium.mjs";

const existing = (...files: string[]) => {
  const set = new Set(files);
  return (file: string) => set.has(file);
};

const base = { env: { PATH: "/usr/local/bin:/usr/bin:/bin" }, uid: 1000, hasApt: true };

describe("decideChromium", () => {
  it("uses CHROME_PATH when it points at an executable, before anything else", () => {
    expect(
      decideChromium({
        ...base,
        env: { ...base.env, CHROME_PATH: "/opt/chrome/chrome" },
        exists: existing("/opt/chrome/chrome", DEFAULT_CHROMIUM),
      }),
    ).toEqual({ action: "use", path: "/opt/chrome/chrome" });
  });

  it("fails on a CHROME_PATH that does not exist instead of silently using or installing another browser", () => {
    const decision = decideChromium({
      ...base,
      uid: 0,
      env: { ...base.env, CHROME_PATH: "/nope/chrome" },
      exists: existing(DEFAULT_CHROMIUM),
    });
    expect(decision.action).toBe("fail");
    expect(decision.action === "fail" && decision.message).toContain('CHROME_PATH is set to "/nope/chrome"');
  });

  it("treats an empty CHROME_PATH as unset", () => {
    expect(decideChromium({ ...base, env: { ...base.env, CHROME_PATH: " " }, exists: existing(DEFAULT_CHROMIUM) })).toEqual({
      action: "use",
      path: DEFAULT_CHROMIUM,
    });
  });

  it("uses /usr/bin/chromium, else the first chromium on PATH", () => {
    expect(decideChromium({ ...base, exists: existing(DEFAULT_CHROMIUM, "/usr/local/bin/chromium") })).toEqual({
      action: "use",
      path: DEFAULT_CHROMIUM,
    });
    expect(decideChromium({ ...base, exists: existing("/bin/chromium", "/usr/local/bin/chromium") })).toEqual({
      action: "use",
      path: "/usr/local/bin/chromium",
    });
  });

  it("installs with apt-get update then install when missing as root with apt", () => {
    expect(decideChromium({ ...base, uid: 0, exists: existing() })).toEqual({
      action: "install",
      commands: [
        ["apt-get", "update"],
        ["apt-get", "install", "-y", "chromium"],
      ],
    });
    expect(APT_COMMANDS).toHaveLength(2);
  });

  it("does not install twice: still missing after an install is a failure", () => {
    const decision = decideChromium({ ...base, uid: 0, exists: existing(), installAttempted: true });
    expect(decision.action).toBe("fail");
    expect(decision.action === "fail" && decision.message).toMatch(/still no chromium/);
  });

  it("tells a non-root user the exact command and the CHROME_PATH alternative", () => {
    const decision = decideChromium({ ...base, exists: existing() });
    expect(decision.action).toBe("fail");
    const message = decision.action === "fail" ? decision.message : "";
    expect(message).toContain("sudo apt-get install -y chromium");
    expect(message).toContain("CHROME_PATH=");
  });

  it("does not suggest apt-get as root on a system without it", () => {
    const decision = decideChromium({ ...base, uid: 0, hasApt: false, exists: existing() });
    expect(decision.action).toBe("fail");
    const message = decision.action === "fail" ? decision.message : "";
    expect(message).not.toContain("apt-get");
    expect(message).toContain("CHROME_PATH");
  });
});

describe("findOnPath", () => {
  it("returns the first match in PATH order and skips empty entries", () => {
    expect(findOnPath("chromium", "::/a:/b", existing("/b/chromium", "/a/chromium"))).toBe("/a/chromium");
    expect(findOnPath("chromium", undefined, existing("/a/chromium"))).toBeNull();
  });
});

describe("ensure-chromium.mjs as a command", () => {
  const script = fileURLToPath(new URL("./ensure-chromium.mjs", import.meta.url));

  it("exits 1 with a clear message for a CHROME_PATH that does not exist", () => {
    const run = spawnSync(process.execPath, [script], {
      encoding: "utf8",
      env: { ...process.env, CHROME_PATH: "/definitely/not/here/chrome" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROME_PATH is set to "/definitely/not/here/chrome"');
    expect(run.stdout).toBe("");
  });

  it("prints the path and version on one line for a working binary", () => {
    // Any executable that answers --version stands in for chromium: node itself.
    const run = spawnSync(process.execPath, [script], {
      encoding: "utf8",
      env: { ...process.env, CHROME_PATH: process.execPath },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`chromium: ${process.execPath} (${process.version})\n`);
  });
});
