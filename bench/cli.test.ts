import { describe, expect, it } from "vitest";

import { parseBenchArgs } from "./cli";

describe("parseBenchArgs", () => {
  it("defaults to a build, 10 connections for 10 s, no JSON file", () => {
    expect(parseBenchArgs([])).toEqual({
      duration: 10,
      connections: 10,
      build: true,
      browser: true,
      jsonOut: undefined,
      serverLogs: false,
      check: false,
      skip: new Set(),
      memoryRequests: 100_000,
      lighthouseRuns: 3,
      weightsOnly: false,
      help: false,
    });
  });

  it("reads every option in both --name value and --name=value forms", () => {
    expect(
      parseBenchArgs([
        "--duration",
        "3",
        "--connections=25",
        "--no-build",
        "--no-browser",
        "--json-out",
        "out/bench.json",
        "--server-logs",
        "--check",
        "--skip",
        "lighthouse,memory",
        "--skip=engine",
        "--memory-requests",
        "20000",
        "--lighthouse-runs=5",
        "--weights-only",
      ]),
    ).toEqual({
      duration: 3,
      connections: 25,
      build: false,
      browser: false,
      jsonOut: "out/bench.json",
      serverLogs: true,
      check: true,
      skip: new Set(["lighthouse", "memory", "engine"]),
      memoryRequests: 20_000,
      lighthouseRuns: 5,
      weightsOnly: true,
      help: false,
    });
  });

  it("rejects non-positive or fractional numbers, unknown options and positionals", () => {
    expect(() => parseBenchArgs(["--duration", "0"])).toThrow(/--duration must be a positive integer/);
    expect(() => parseBenchArgs(["--connections", "2.5"])).toThrow(/--connections must be a positive integer/);
    expect(() => parseBenchArgs(["--duration", "ten"])).toThrow(/positive integer, got "ten"/);
    expect(() => parseBenchArgs(["--fast"])).toThrow(/Unknown option/);
    expect(() => parseBenchArgs(["home"])).toThrow();
    expect(() => parseBenchArgs(["--json-out="])).toThrow(/needs a file name/);
    expect(() => parseBenchArgs(["--skip", "lighthouse,fonts"])).toThrow(/unknown part "fonts"/);
    expect(() => parseBenchArgs(["--memory-requests=-5"])).toThrow(/--memory-requests must be a positive integer/);
  });
});
