#!/usr/bin/env node
/**
 * Makes sure the end-to-end tests have a Chromium to drive. Playwright's own browser download
 * cannot reach its host from here, so the tests use Debian's chromium: CHROME_PATH if set, else
 * /usr/bin/chromium, else `chromium` on PATH. As root with apt-get it installs the package
 * (CI starts from a clean machine); otherwise it says what to install and exits 1.
 * Plain Node, no dependencies: it runs before anything else in `npm run test:e2e`.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
export const APT_COMMANDS = [
  ["apt-get", "update"],
  ["apt-get", "install", "-y", "chromium"],
];

/**
 * First `name` found in the directories of a PATH string, like `which`.
 * @param {string} name
 * @param {string | undefined} pathValue
 * @param {(file: string) => boolean} exists
 * @returns {string | null}
 */
export function findOnPath(name, pathValue, exists) {
  for (const dir of (pathValue ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (exists(candidate)) return candidate;
  }
  return null;
}

/**
 * @typedef {{ action: "use", path: string }
 *   | { action: "install", commands: string[][] }
 *   | { action: "fail", message: string }} ChromiumAction
 */

/**
 * What to do about Chromium, decided from facts only (no I/O), so every branch can be tested.
 * @param {{
 *   env: Record<string, string | undefined>,
 *   exists: (file: string) => boolean,
 *   uid: number,
 *   hasApt: boolean,
 *   installAttempted?: boolean,
 * }} facts `exists` says whether a path is an executable file; `uid` is -1 where unknown.
 * @returns {ChromiumAction}
 */
export function decideChromium({ env, exists, uid, hasApt, installAttempted = false }) {
  const chromePath = env.CHROME_PATH?.trim();
  if (chromePath) {
    if (exists(chromePath)) return { action: "use", path: chromePath };
    return {
      action: "fail",
      message:
        `CHROME_PATH is set to "${chromePath}", which is not an executable file.\n` +
        `Point CHROME_PATH at a Chromium/Chrome binary, or unset it to use Debian's chromium (${DEFAULT_CHROMIUM}).`,
    };
  }
  if (exists(DEFAULT_CHROMIUM)) return { action: "use", path: DEFAULT_CHROMIUM };
  const onPath = findOnPath("chromium", env.PATH, exists);
  if (onPath) return { action: "use", path: onPath };

  if (installAttempted) {
    return {
      action: "fail",
      message:
        `apt-get install -y chromium finished, but there is still no chromium at ${DEFAULT_CHROMIUM} or on PATH.\n` +
        `Set CHROME_PATH to a Chromium/Chrome binary.`,
    };
  }
  if (uid === 0 && hasApt) return { action: "install", commands: APT_COMMANDS.map((command) => [...command]) };

  const install = hasApt
    ? `  sudo apt-get update && sudo apt-get install -y chromium\n`
    : `  install Chromium with your system's package manager\n`;
  return {
    action: "fail",
    message:
      `Chromium not found (looked at CHROME_PATH, ${DEFAULT_CHROMIUM} and PATH); the end-to-end tests need it.\n` +
      `Install it:\n${install}` +
      `or point CHROME_PATH at a Chromium/Chrome binary:\n` +
      `  CHROME_PATH=/path/to/chrome npm run test:e2e`,
  };
}

/** @param {string} file */
function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} message */
function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function main() {
  const facts = {
    env: process.env,
    exists: isExecutableFile,
    uid: typeof process.getuid === "function" ? process.getuid() : -1,
    hasApt: findOnPath("apt-get", process.env.PATH, isExecutableFile) !== null,
  };
  let decision = decideChromium(facts);

  if (decision.action === "install") {
    console.error("ensure-chromium: chromium is missing; installing Debian's package (running as root)");
    for (const [command, ...args] of decision.commands) {
      console.error(`ensure-chromium: $ ${command} ${args.join(" ")}`);
      const run = spawnSync(command, args, {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      if (run.status !== 0) {
        fail(`\`${command} ${args.join(" ")}\` failed (${run.error?.message ?? `exit code ${run.status ?? run.signal}`})`);
      }
    }
    decision = decideChromium({ ...facts, installAttempted: true });
  }
  if (decision.action !== "use") fail(decision.action === "fail" ? decision.message : "could not install chromium");

  const binary = decision.action === "use" ? decision.path : "";
  const version = spawnSync(binary, ["--version"], { encoding: "utf8", timeout: 30_000 });
  const firstLine = (version.stdout ?? "").trim().split("\n")[0]?.trim();
  if (version.status !== 0 || !firstLine) {
    fail(
      `${binary} is there but \`${binary} --version\` failed ` +
        `(${version.error?.message ?? `exit code ${version.status}`}): ${(version.stderr ?? "").trim()}`,
    );
  }
  console.info(`chromium: ${binary} (${firstLine})`);
}

const invokedDirectly = (() => {
  try {
    return realpathSync(process.argv[1] ?? "") === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();
if (invokedDirectly) main();
