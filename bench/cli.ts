import { parseArgs } from "node:util";

export interface BenchOptions {
  /** Seconds of load per target. */
  duration: number;
  connections: number;
  build: boolean;
  /** Also load each page in headless Chromium to count JS/CSS fetched at runtime. */
  browser: boolean;
  jsonOut: string | undefined;
  serverLogs: boolean;
  help: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]

Builds the app, starts the production server with a fresh embedded database, and prints one JSON
summary (page weight, SSR and static throughput) to stdout. Progress goes to stderr.

Options:
  --duration SECONDS     load duration per target (default 10)
  --connections N        concurrent connections (default 10)
  --no-build             use the existing build/ instead of running npm run build
  --no-browser           count only the JS/CSS named in the HTML (skip loading the page in
                         headless Chromium to find chunks fetched at runtime, e.g. the locale)
  --json-out FILE        also write the JSON summary to FILE
  --server-logs          copy the server's output to stderr
  -h, --help             show this help
`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** Parse the bench's command line; throws with a readable message on bad input. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      duration: { type: "string" },
      connections: { type: "string" },
      "no-build": { type: "boolean", default: false },
      "no-browser": { type: "boolean", default: false },
      "json-out": { type: "string" },
      "server-logs": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const jsonOut = values["json-out"];
  if (jsonOut !== undefined && jsonOut.trim() === "") throw new Error("--json-out needs a file name");
  return {
    duration: positiveInteger("duration", values.duration, 10),
    connections: positiveInteger("connections", values.connections, 10),
    build: !values["no-build"],
    browser: !values["no-browser"],
    jsonOut,
    serverLogs: values["server-logs"] ?? false,
    help: values.help ?? false,
  };
}
