import { Readable } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * An Express request as a Fetch Request, for the engine's and the storefront's Fetch handlers.
 * The URL is the path appended to the origin, never resolved against it: a request for
 * `//evil.example/th` stays on this host. Scheme and host follow Express's `trust proxy`
 * (X-Forwarded-Proto / -Host only from a trusted proxy).
 */
export function toFetchRequest(req: ExpressRequest, abort: AbortSignal): Request {
  const origin = `${req.protocol}://${requestHost(req)}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(`${origin}${req.originalUrl}`), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: abort,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** Host and port the client asked for: X-Forwarded-Host only when the peer is a trusted proxy. */
function requestHost(req: ExpressRequest): string {
  const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const forwarded = trust(req.socket.remoteAddress, 0) ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("host") || "localhost";
}

/**
 * Writes a Fetch Response to Express, streaming the body with backpressure. Read through the
 * stream's reader: graphql-yoga answers with its own ReadableStream implementation, which Node's
 * `Readable.fromWeb` refuses.
 */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    // The engine's header replaces the server-wide default of the same name (the card gateway's
    // `Referrer-Policy: no-referrer` instead of a list holding both).
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body || res.req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      const flowing = res.write(value);
      // Through compression each chunk is sent at once (a streamed page's shell before its rest),
      // as Remix's own Express adapter does.
      (res as ExpressResponse & { flush?: () => void }).flush?.();
      if (!flowing) await new Promise<void>((resolve) => res.once("drain", resolve));
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
