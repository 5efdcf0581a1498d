import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { lockfileDrift } from "./lockfile-drift.mjs";

type Lockfile = { packages: Record<string, Record<string, unknown>> } & Record<string, unknown>;

const committed: Lockfile = JSON.parse(
  readFileSync(fileURLToPath(new URL("../package-lock.json", import.meta.url)), "utf8"),
);
const copy = (): Lockfile => structuredClone(committed);

/** The committed lockfile as npm writes it on a day the registry does not serve rollup's other builds. */
function withoutOtherRollupBuilds(lock: Lockfile): Lockfile {
  for (const path of Object.keys(lock.packages)) {
    if (path.startsWith("node_modules/@rollup/rollup-") && !path.endsWith("linux-x64-gnu")) {
      delete lock.packages[path];
    }
  }
  return lock;
}

describe("lockfileDrift", () => {
  it("locks every platform build of rollup, so npm ci accepts the lockfile whatever the registry serves", () => {
    const rollup = committed.packages["node_modules/rollup"] as { optionalDependencies: Record<string, string> };
    const missing = Object.keys(rollup.optionalDependencies).filter(
      (name) => name.startsWith("@rollup/") && !committed.packages[`node_modules/${name}`],
    );
    expect(missing).toEqual([]);
  });

  it("is not drift when only other platforms' optional builds come or go", () => {
    const trimmed = withoutOtherRollupBuilds(copy());
    expect(Object.keys(trimmed.packages).length).toBeLessThan(Object.keys(committed.packages).length);
    expect(lockfileDrift(trimmed, committed)).toEqual([]);
    expect(lockfileDrift(committed, trimmed)).toEqual([]);
  });

  it("is drift when a locked version changes", () => {
    const changed = copy();
    changed.packages["node_modules/react"] = { ...changed.packages["node_modules/react"], version: "18.3.0" };
    expect(lockfileDrift(committed, changed)).toEqual(["node_modules/react: 18.3.1 -> 18.3.0"]);
  });

  it("is drift when a platform build's version or integrity changes, though it is optional", () => {
    const changed = copy();
    const path = "node_modules/@rollup/rollup-darwin-arm64";
    changed.packages[path] = { ...changed.packages[path], integrity: "sha512-tampered" };
    expect(lockfileDrift(committed, changed)).toEqual([`${path}: changed integrity`]);
  });

  it("is drift when package.json gains a dependency the lockfile does not have", () => {
    const changed = copy();
    const root = changed.packages[""] as { dependencies: Record<string, string> };
    root.dependencies = { ...root.dependencies, "left-pad": "1.3.0" };
    changed.packages["node_modules/left-pad"] = { version: "1.3.0", license: "WTFPL" };
    expect(lockfileDrift(committed, changed)).toEqual([
      "(root): changed dependencies",
      "node_modules/left-pad: added (1.3.0)",
    ]);
  });

  it("is drift when an optional package that is not tied to a platform disappears", () => {
    const changed = copy();
    changed.packages["node_modules/some-optional"] = { version: "1.0.0", optional: true };
    expect(lockfileDrift(changed, committed)).toEqual(["node_modules/some-optional: removed (was 1.0.0)"]);
  });
});
