#!/usr/bin/env node
/**
 * `node scripts/lockfile-drift.mjs BEFORE AFTER`: exits 0 when two package-lock.json files lock the
 * same dependencies, 1 (with the differences) when they do not.
 *
 * Why not `cmp`: the npm registry sometimes serves and sometimes does not serve the other platforms'
 * optional builds of a package (rollup's `@rollup/rollup-*`, esbuild's `@esbuild/*`). A lockfile
 * written on a day they were missing lacks their entries, and `npm install` on a day they are served
 * adds them back, without any change to what package.json asks for. Such entries (optional, tied to
 * an os, cpu or libc, and present in only one of the two files) are not drift; everything else is:
 * a version, a new or dropped package, a changed package.json section, an integrity hash.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** An entry npm installs only on some platforms, and never needs for the build to work elsewhere. */
export function isPlatformOptionalBuild(entry) {
  return Boolean(entry?.optional) && Boolean(entry.os || entry.cpu || entry.libc);
}

/**
 * The differences between two parsed lockfiles that matter, as human-readable lines; empty when
 * they lock the same thing.
 */
export function lockfileDrift(before, after) {
  const differences = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === "packages") continue;
    if (!sameJson(before[key], after[key])) differences.push(`top-level "${key}" differs`);
  }
  const beforePackages = before.packages ?? {};
  const afterPackages = after.packages ?? {};
  for (const path of new Set([...Object.keys(beforePackages), ...Object.keys(afterPackages)])) {
    const was = beforePackages[path];
    const is = afterPackages[path];
    if (was && is) {
      if (!sameJson(was, is)) differences.push(`${path || "(root)"}: ${describeChange(was, is)}`);
    } else if (was && !isPlatformOptionalBuild(was)) {
      differences.push(`${path}: removed (was ${was.version ?? "present"})`);
    } else if (is && !isPlatformOptionalBuild(is)) {
      differences.push(`${path}: added (${is.version ?? "present"})`);
    }
  }
  return differences;
}

function describeChange(was, is) {
  if (was.version !== is.version) return `${was.version} -> ${is.version}`;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (field) => !sameJson(was[field], is[field]),
  );
  return `changed ${fields.join(", ")}`;
}

function sameJson(a, b) {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [beforePath, afterPath] = process.argv.slice(2);
  if (!beforePath || !afterPath) {
    console.error("usage: node scripts/lockfile-drift.mjs BEFORE.json AFTER.json");
    process.exit(2);
  }
  const read = (path) => JSON.parse(readFileSync(path, "utf8"));
  const differences = lockfileDrift(read(beforePath), read(afterPath));
  if (differences.length > 0) {
    console.error(`${differences.length} difference(s) between the lockfiles:`);
    for (const line of differences.slice(0, 40)) console.error(`  ${line}`);
    process.exit(1);
  }
}
