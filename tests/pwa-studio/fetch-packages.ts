import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * PWA Studio's packages as published on npm, unpacked (not installed): their peer dependencies
 * (React 17, graphql 15, webpack 4) clash with the project's and their own dependencies weigh about
 * 1 GB, while the checks only read their source files (ADR 055).
 */
export interface PinnedPackage {
  name: string;
  version: string;
  integrity: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
export const pinnedPackages: PinnedPackage[] = (JSON.parse(readFileSync(path.join(here, "packages.json"), "utf8")) as { packages: PinnedPackage[] }).packages;
const cacheDir = path.join(root, "node_modules/.cache/pwa-studio");

function folderName(pkg: PinnedPackage): string {
  return `${pkg.name.replace("/", "+")}@${pkg.version}`;
}

/** `npm pack`s the package (the ordinary npm client, with the user's registry settings) and checks its hash. */
function download(pkg: PinnedPackage, into: string): string {
  const packed = JSON.parse(
    execFileSync("npm", ["pack", `${pkg.name}@${pkg.version}`, "--pack-destination", into, "--json", "--silent"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }),
  ) as Array<{ filename: string }>;
  const file = path.join(into, packed[0]?.filename ?? "");
  const integrity = `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
  if (integrity !== pkg.integrity) throw new Error(`${pkg.name}@${pkg.version}: integrity ${integrity}, expected ${pkg.integrity} (tests/pwa-studio/packages.json)`);
  return file;
}

/** The unpacked package folder of each pinned package, downloading those not unpacked yet. */
export function pwaStudioPackages(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const pkg of pinnedPackages) {
    const folder = path.join(cacheDir, folderName(pkg));
    if (!existsSync(path.join(folder, ".complete"))) {
      const work = `${folder}.tmp-${process.pid}`;
      rmSync(work, { recursive: true, force: true });
      mkdirSync(work, { recursive: true });
      const tarball = download(pkg, work);
      execFileSync("tar", ["-xzf", tarball, "-C", work]);
      rmSync(tarball);
      writeFileSync(path.join(work, ".complete"), `${pkg.integrity}\n`);
      rmSync(folder, { recursive: true, force: true });
      renameSync(work, folder);
    }
    folders.set(pkg.name, path.join(folder, "package"));
  }
  return folders;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, folder] of pwaStudioPackages()) console.info(`${name}: ${path.relative(root, folder)}`);
}
