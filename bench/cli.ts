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
  /** Exit non-zero when a budget (budgets.ts) is broken. */
  check: boolean;
  /** Parts of the bench left out. */
  skip: Set<BenchPart>;
  /** Requests of the memory run (RSS compared after the first tenth and after all). */
  memoryRequests: number;
  /** Lighthouse runs per page (the median run is reported). */
  lighthouseRuns: number;
  /** Only weigh the pages (no load, no other part): the page-weight check CI runs with --check. */
  weightsOnly: boolean;
  help: boolean;
}

/** The parts of the bench that can be left out with --skip (the weights and uncached loads always run). */
export const BENCH_PARTS = ["cached", "crowd", "memory", "observability", "lighthouse", "service-worker", "engine"] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

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
  --check                exit with status 1 when a budget of bench/budgets.ts is broken
  --skip PART[,PART]     leave parts out: ${BENCH_PARTS.join(", ")}
  --memory-requests N    requests of the memory run (default 100000; RSS compared after N/10 and N)
  --lighthouse-runs N    Lighthouse runs per page, the median reported (default 3)
  --weights-only         only weigh the pages (JS, CSS, HTML; no load and no other part); with
                         --check, exit 1 when a page's JS is over budget (bytes: CI runs this)
  -h, --help             show this help
`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function parseParts(values: string[]): Set<BenchPart> {
  const parts = new Set<BenchPart>();
  for (const part of values.flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean)) {
    if (!(BENCH_PARTS as readonly string[]).includes(part)) throw new Error(`--skip: unknown part "${part}" (parts: ${BENCH_PARTS.join(", ")})`);
    parts.add(part as BenchPart);
  }
  return parts;
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
      check: { type: "boolean", default: false },
      skip: { type: "string", multiple: true },
      "memory-requests": { type: "string" },
      "lighthouse-runs": { type: "string" },
      "weights-only": { type: "boolean", default: false },
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
    check: values.check ?? false,
    skip: parseParts(values.skip ?? []),
    memoryRequests: positiveInteger("memory-requests", values["memory-requests"], 100_000),
    lighthouseRuns: positiveInteger("lighthouse-runs", values["lighthouse-runs"], 3),
    weightsOnly: values["weights-only"] ?? false,
    help: values.help ?? false,
  };
}
