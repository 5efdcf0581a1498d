import { buildIfStale } from "../../scripts/build-if-stale.mjs";

/**
 * Vitest global setup of the integration project: the tests that start the production server
 * (shop-server.ts) need `build/` as the sources are now, so it is built first when stale.
 */
export default function setup() {
  if (!buildIfStale({ log: (message: string) => console.info(`[integration] ${message}`) })) {
    throw new Error("npm run build failed: the production server cannot be started");
  }
}
