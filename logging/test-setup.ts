import { consoleJsonLogger, installLogger } from "./logger";

// Tests run quiet unless LOG_LEVEL asks for lines (LOG_LEVEL=debug npx vitest ...); a test that reads lines installs its own sink.
installLogger(consoleJsonLogger((process.env.LOG_LEVEL as Parameters<typeof consoleJsonLogger>[0] | undefined) ?? "silent"));
