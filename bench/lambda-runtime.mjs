// One Lambda instance for the tests and the bench (bench/lambda-instance.ts), in its own process as
// on AWS: imports the built function with this process's environment (the cold start: settings are
// read then) and invokes its handler for each event the parent sends, answering with the result, as
// the runtime does. Events and results cross as JSON, as they do between API Gateway and Lambda.
import { pathToFileURL } from "node:url";

const started = performance.now();
let handler;
try {
  ({ handler } = await import(pathToFileURL(process.argv[2]).href));
} catch (error) {
  process.send({ type: "init-error", message: error instanceof Error ? error.message : String(error) });
  process.disconnect();
  process.exitCode = 1;
}

if (handler) {
  process.send({ type: "ready", importMs: performance.now() - started });
  process.on("message", async ({ id, event }) => {
    const invoked = performance.now();
    try {
      const result = JSON.parse(JSON.stringify(await handler(JSON.parse(JSON.stringify(event)))));
      process.send({ id, result, ms: performance.now() - invoked });
    } catch (error) {
      process.send({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  process.on("disconnect", () => process.exit(0));
}
