/**
 * What logs, metrics and traces cost the uncached product page (issue 23: "on vs off, ratio in one
 * run"). Two servers of the same build run at once, each on its own fresh database:
 * - **observed**: everything ops can turn on. Request lines at `info`, read by this process as a
 *   log collector would; `METRICS_TOKEN` set and `/metrics` scraped after every load of it;
 *   traces exported to an OTLP/HTTP receiver in this process (tests/integration/otlp-receiver.ts);
 * - **quiet**: `LOG_LEVEL=silent`, no metrics token, no trace endpoint.
 * Their loads alternate, in the order observed–quiet, then quiet–observed, so that the machine
 * drifting during the run weighs on both alike; the cost is the ratio of their mean rates.
 */
import { round, type LoadSummary } from "./load";

export interface SideLoads {
  /** One load per round. */
  loads: LoadSummary[];
  /** Mean of the rounds' rates. */
  requestsPerSec: number;
  /** The worst round's p99. */
  p99Ms: number;
}

export interface ObservabilityCost {
  path: string;
  rounds: number;
  observed: SideLoads & {
    /** Spans the OTLP receiver got from the observed server. */
    spansReceived: number;
    /** The status of each scrape of /metrics with the token (200 when metrics are served). */
    metricsStatuses: number[];
  };
  quiet: SideLoads;
  /** Observed rate ÷ quiet rate (1: free; 0.95: 5 % fewer pages a second). */
  ratio: number | null;
}

export function sideLoads(loads: LoadSummary[]): SideLoads {
  const rate = loads.reduce((sum, load) => sum + load.requestsPerSec, 0) / Math.max(loads.length, 1);
  return { loads, requestsPerSec: round(rate, 1), p99Ms: Math.max(0, ...loads.map((load) => load.latencyMs.p99)) };
}

/** The order of round `index` (from 0): observed first in even rounds, quiet first in odd ones. */
export function roundOrder(index: number): ("observed" | "quiet")[] {
  return index % 2 === 0 ? ["observed", "quiet"] : ["quiet", "observed"];
}

export function costRatio(observed: SideLoads, quiet: SideLoads): number | null {
  return quiet.requestsPerSec > 0 ? round(observed.requestsPerSec / quiet.requestsPerSec, 3) : null;
}
