import { describe, expect, it } from "vitest";

import type { LoadSummary } from "./load";
import { costRatio, roundOrder, sideLoads } from "./observability";

const load = (requestsPerSec: number, p99: number): LoadSummary => ({
  url: "http://h/th/p.html",
  connections: 10,
  durationSeconds: 10,
  requestsPerSec,
  latencyMs: { p50: p99 / 2, p99, mean: p99 / 2, max: p99 },
  totalRequests: requestsPerSec * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

describe("the cost of logs, metrics and traces", () => {
  it("alternates which server is loaded first, so a drifting machine weighs on both alike", () => {
    expect([0, 1, 2, 3].map(roundOrder)).toEqual([
      ["observed", "quiet"],
      ["quiet", "observed"],
      ["observed", "quiet"],
      ["quiet", "observed"],
    ]);
  });

  it("compares the mean rates of the rounds and keeps the worst p99", () => {
    const observed = sideLoads([load(190, 80), load(200, 95)]);
    const quiet = sideLoads([load(200, 70), load(210, 75)]);
    expect(observed).toMatchObject({ requestsPerSec: 195, p99Ms: 95 });
    expect(costRatio(observed, quiet)).toBe(0.951);
    expect(costRatio(observed, sideLoads([load(0, 0)]))).toBeNull();
  });
});
