/**
 * The Node hosts' sink (server.ts, engine.ts, lambda): pino writing JSON lines to stdout through its
 * asynchronous destination (lines are buffered and written in the background, so a request never
 * waits on the terminal or the log shipper), or pino-pretty's readable lines for `npm run dev`.
 * The buffer is flushed before the process exits (logging/pino.ts `flushLogs`).
 */
import pino from "pino";
import { errorFields, type Logger, type LogLevel } from "./logger";

let destination: pino.DestinationStream & { flushSync?: () => void } | undefined;

export interface NodeLoggerOptions {
  level: LogLevel;
  /** Fields on every line (`service`: storefront or engine). */
  base?: Record<string, unknown>;
  /** Readable lines for a person at a terminal (pino-pretty, a development dependency). */
  pretty?: boolean;
}

export async function nodeLogger({ level, base = {}, pretty = false }: NodeLoggerOptions): Promise<Logger> {
  const options: pino.LoggerOptions = {
    level,
    base,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Labels, not numbers: the same `level` the console sink writes on workerd.
    formatters: { level: (label) => ({ level: label }) },
    // `reason`: a backend's message, which may quote what the shopper typed; cut and masked like an error's.
    serializers: { err: errorFields, reason: errorFields },
  };
  if (pretty) {
    const { default: prettyStream } = await import("pino-pretty");
    return pino(options, prettyStream({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "service" }));
  }
  destination = pino.destination({ dest: 1, sync: false });
  return pino(options, destination);
}

/** Writes what the asynchronous destination still holds (before `process.exit`). */
export function flushLogs(): void {
  try {
    destination?.flushSync?.();
  } catch {
    // Nothing more can be said about a log that cannot be written.
  }
}
