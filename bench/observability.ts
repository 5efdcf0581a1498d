/**
 * What logs, metrics and traces cost the uncached product page (issue 23: "on vs off, ratio in one
 * run"). Two servers of the same build run at once, each on its own fresh database:
 * - **observed**: everything ops can turn on. Request lines at `info`, read by this process as a
 *   log collector would; `METRICS_TOKEN` set and `/metrics` scraped after every load of it;
 *   traces exported to `OTLP_PATH` on a receiver in this process (`startOtlpReceiver`);
 * - **quiet**: `LOG_LEVEL=silent`, no metrics token, no trace endpoint.
 * Their loads alternate, in the order observed–quiet, then quiet–observed, so that the machine
 * drifting during the run weighs on both alike; the cost is the ratio of their mean rates.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { round, type LoadSummary } from "./load";

/** Where OTLP/HTTP exporters send spans, under the endpoint OTEL_EXPORTER_OTLP_ENDPOINT names. */
export const OTLP_PATH = "/v1/traces";

export interface OtlpReceiver {
  /** The base URL to give as OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  /** Export requests received on OTLP_PATH, and their bytes. */
  received(): { requests: number; bytes: number };
  close(): Promise<void>;
}

/**
 * A stand-in for an OpenTelemetry collector on 127.0.0.1: it accepts every export to OTLP_PATH
 * with an empty success answer (an empty message is valid in both OTLP encodings), counts it and
 * keeps nothing. Anything else is a 404.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  let requests = 0;
  let bytes = 0;
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== OTLP_PATH) {
      request.resume();
      response.writeHead(404).end();
      return;
    }
    request.on("data", (chunk: Buffer) => (bytes += chunk.length));
    request.on("end", () => {
      requests += 1;
      response.writeHead(200, { "Content-Type": request.headers["content-type"] ?? "application/json" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received: () => ({ requests, bytes }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

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
    /** Export requests and bytes the OTLP receiver got from the observed server. */
    otlp: { requests: number; bytes: number };
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
