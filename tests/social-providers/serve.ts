import { parseArgs } from "node:util";
import { startSocialProviders } from "./index";

/**
 * The test providers as a process, for Playwright's webServer:
 *   node --import tsx tests/social-providers/serve.ts --port 3215 --redirect-origin http://127.0.0.1:3210
 * Tests add people and tamper over HTTP (addProviderUser, tamperNextIdToken in index.ts).
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    "redirect-origin": { type: "string", multiple: true, default: [] },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}
if (values["redirect-origin"].length === 0) {
  console.error("Give at least one --redirect-origin (the storefront's origin, e.g. http://127.0.0.1:3210)");
  process.exit(2);
}

const providers = await startSocialProviders({ port, redirectOrigins: values["redirect-origin"] });
console.info(`Social sign-in test providers on ${providers.baseUrl} (google, line, facebook). The storefront's settings for them:`);
console.info(Object.entries(providers.settings).map(([name, value]) => `${name}=${value}`).join(" "));

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    providers.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
