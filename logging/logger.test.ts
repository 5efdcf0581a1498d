import { describe, expect, it } from "vitest";
import { consoleJsonLogger, errorFields } from "./logger";

function capture(level: Parameters<typeof consoleJsonLogger>[0]) {
  const lines: Record<string, unknown>[] = [];
  const logger = consoleJsonLogger(level, { service: "storefront" }, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { logger, lines };
}

describe("consoleJsonLogger", () => {
  it("writes one JSON line with level, time, base fields, fields and message", () => {
    const { logger, lines } = capture("info");
    logger.info({ requestId: "abc", status: 200 }, "request");
    logger.warn("plain message");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: "info", service: "storefront", requestId: "abc", status: 200, msg: "request" });
    expect(Date.parse(lines[0]!.time as string)).not.toBeNaN();
    expect(lines[1]).toMatchObject({ level: "warn", msg: "plain message" });
  });

  it("drops lines under its level, and silent drops all", () => {
    const info = capture("info");
    info.logger.debug("not written");
    expect(info.lines).toHaveLength(0);
    expect(info.logger.isLevelEnabled("debug")).toBe(false);
    expect(info.logger.isLevelEnabled("error")).toBe(true);
    const silent = capture("silent");
    silent.logger.fatal("not written");
    expect(silent.lines).toHaveLength(0);
  });

  it("writes an error under err with its stack", () => {
    const { logger, lines } = capture("info");
    logger.error({ err: new TypeError("boom") }, "failed");
    const err = lines[0]!.err as Record<string, string>;
    expect(err.type).toBe("TypeError");
    expect(err.message).toBe("boom");
    expect(err.stack).toMatch(/^TypeError: boom\n\s+at /);
  });
});

describe("errorFields", () => {
  it("cuts the request and response graphql-request appends to a ClientError, from message and stack", () => {
    const error = new Error('The account sign-in was incorrect: {"response":{},"request":{"variables":{"email":"somchai@example.com","password":"Baansuan#2026"}}}');
    const fields = JSON.stringify(errorFields(error));
    expect(fields).toContain("The account sign-in was incorrect");
    expect(fields).not.toContain("somchai@example.com");
    expect(fields).not.toContain("Baansuan#2026");
  });

  it("masks email addresses in any message, and writes causes", () => {
    const error = new Error("outer", { cause: new Error("no customer somchai@example.com") });
    const fields = errorFields(error) as { cause: { message: string } };
    expect(fields.cause.message).toBe("no customer [email]");
  });
});
