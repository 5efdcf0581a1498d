import type { ServerEnv } from "./node-settings";

/**
 * The shop's public URL the embedded engine puts in front of every link in emails (password
 * reset, orders, newsletter): PUBLIC_URL when set, else this server on localhost, which is right
 * in development only (docs/deploy.md says to set PUBLIC_URL in production).
 */
export function embeddedEmailBaseUrl(env: Pick<ServerEnv, "PUBLIC_URL" | "PORT">): string {
  if (env.PUBLIC_URL) return `${env.PUBLIC_URL.replace(/\/+$/, "")}/`;
  return `http://localhost:${env.PORT}/`;
}
