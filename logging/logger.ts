/**
 * The one logger of the storefront and the embedded engine. Code logs through `log` (pino's calling
 * convention: `log.info({ fields }, "message")`, `log.error({ err }, "message")`); the host decides
 * where lines go by installing a sink at start: pino on Node (logging/pino.ts), JSON lines through
 * `console` where pino cannot run (workerd) and until a host installs one.
 *
 * Web APIs only: the same module runs on Node, Workers and Lambda. See docs/operations.md for the
 * fields and ADR 057 for why.
 */

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fields of one line: flat values; an Error under `err` is written with its stack, and `err` and `reason` messages are cut and masked (errorFields). */
export type LogFields = Record<string, unknown>;

type LogMethod = {
  (message: string): void;
  (fields: LogFields, message?: string): void;
};

export interface Logger {
  trace: LogMethod;
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  fatal: LogMethod;
  /** Whether a line of `level` would be written (skip building fields that would be dropped). */
  isLevelEnabled(level: LogLevel): boolean;
}

const LEVEL_VALUES: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * JSON lines through `console` (one `console.log` per line, pino's field names: `level`, `time`,
 * `msg`): where pino cannot run (workerd, which hands console output to the platform's logs).
 */
export function consoleJsonLogger(level: LogLevel = "info", base: LogFields = {}, write: (line: string) => void = writeToConsole): Logger {
  const threshold = LEVEL_VALUES[level];
  const method =
    (name: Exclude<LogLevel, "silent">): LogMethod =>
    (first: LogFields | string, message?: string) => {
      if (LEVEL_VALUES[name] < threshold) return;
      const fields = typeof first === "string" ? undefined : first;
      const line: LogFields = { level: name, time: new Date().toISOString(), ...base };
      if (fields) for (const key in fields) line[key] = key === "err" || key === "reason" ? errorFields(fields[key]) : fields[key];
      line.msg = typeof first === "string" ? first : message;
      write(JSON.stringify(line));
    };
  return {
    trace: method("trace"),
    debug: method("debug"),
    info: method("info"),
    warn: method("warn"),
    error: method("error"),
    fatal: method("fatal"),
    isLevelEnabled: (name) => LEVEL_VALUES[name] >= threshold,
  };
}

/** The one place lines meet `console` (workerd, Lambda, and before a host installs pino). */
function writeToConsole(line: string): void {
  // eslint-disable-next-line no-console -- the console sink itself
  console.log(line);
}

/**
 * The installed logger lives on `globalThis`: the Remix server build carries its own copy of this
 * module, and its lines must go where the host's do.
 */
const INSTALLED = Symbol.for("storefront.logger");
type WithLogger = { [INSTALLED]?: Logger };
const fallback = consoleJsonLogger();

/** Every line goes to `logger` from now on (the host's, once it has read LOG_LEVEL). */
export function installLogger(logger: Logger): void {
  (globalThis as WithLogger)[INSTALLED] = logger;
}

const installed = (): Logger => (globalThis as WithLogger)[INSTALLED] ?? fallback;

/** The installed logger: import this everywhere; what it writes to is the host's choice. */
export const log: Logger = {
  trace: (first: LogFields | string, message?: string) => installed().trace(first as LogFields, message),
  debug: (first: LogFields | string, message?: string) => installed().debug(first as LogFields, message),
  info: (first: LogFields | string, message?: string) => installed().info(first as LogFields, message),
  warn: (first: LogFields | string, message?: string) => installed().warn(first as LogFields, message),
  error: (first: LogFields | string, message?: string) => installed().error(first as LogFields, message),
  fatal: (first: LogFields | string, message?: string) => installed().fatal(first as LogFields, message),
  isLevelEnabled: (level) => installed().isLevelEnabled(level),
};

/** Longest error message written; the rest is cut. */
const MAX_MESSAGE = 500;
/** How many `cause`s deep an error is written. */
const MAX_CAUSES = 3;

/**
 * An error as log fields: type, message and stack, with its causes. Messages are made safe to
 * log: graphql-request's `ClientError` appends the whole response and request (variables: emails,
 * passwords) to its message and stack; that part is cut, and email addresses are masked.
 */
export function errorFields(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === "string" ? safeMessage(error) : error;
  const message = safeMessage(error.message.split(REQUEST_DUMP)[0]!);
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  const fields: LogFields = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
  if (error.cause !== undefined && depth < MAX_CAUSES) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}

/** Where graphql-request's ClientError message starts its dump of response and request. */
const REQUEST_DUMP = /: \{"response":/;

const EMAIL = /[^\s@"'<>(),:;]+@[^\s@"'<>(),:;]+\.[a-z]{2,}/gi;

function safeMessage(message: string): string {
  const cut = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
  return cut.replace(EMAIL, "[email]");
}
