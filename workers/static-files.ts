/**
 * The files of build/client on Cloudflare Workers, read through the Workers Static Assets binding
 * (`env.ASSETS`, `[assets]` in wrangler.toml). Every request reaches the Worker first
 * (`run_worker_first`), so the one handler (server/handler.ts) sets the same Cache-Control,
 * ETag/304 and security headers on a file as the Node server does; the binding only finds the bytes.
 *
 * Only the identity copy of each file is uploaded (the build leaves out the `.br`/`.gz` copies):
 * Cloudflare compresses what it sends to browsers itself.
 */
import { contentTypeOf } from "../server/content-types";
import type { StaticFile, StaticFiles } from "../server/handler";

/** What the Static Assets binding offers: a fetch answering the file at a URL's path, or 404. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** Any origin does: the binding looks at the path only (the handler decoded it; it is encoded again). */
const ASSETS_ORIGIN = "https://assets.invalid";

export function workersStaticFiles(assets: AssetsBinding): StaticFiles {
  return {
    async get(pathname) {
      // No Accept-Encoding: the binding then answers the file's own bytes, whatever the browser accepts.
      const path = pathname.split("/").map(encodeURIComponent).join("/");
      const response = await assets.fetch(new Request(`${ASSETS_ORIGIN}${path}`, { method: "GET" }));
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel();
        return undefined;
      }
      const file: StaticFile = {
        body: response.body,
        // The Node server's type for the name, not the binding's, so that every host answers alike.
        contentType: contentTypeOf(pathname),
      };
      const etag = response.headers.get("ETag");
      if (etag) file.etag = etag;
      return file;
    },
  };
}
