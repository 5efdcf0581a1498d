import type { IncomingMessage, ServerResponse } from "node:http";

/** Small request/response helpers the providers share (they run on bare node:http). */

const MAX_BODY = 64 * 1024;

/** The request body as text; refuses bodies past 64 KiB. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Query and (urlencoded) body parameters together, body winning, as OAuth endpoints read them. */
export async function readParams(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  if (req.method === "POST") {
    const type = req.headers["content-type"] ?? "";
    const body = await readBody(req);
    const posted = type.includes("application/json")
      ? new URLSearchParams(Object.entries(JSON.parse(body || "{}") as Record<string, string>))
      : new URLSearchParams(body);
    for (const [key, value] of posted) params.set(key, value);
  }
  return params;
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(html),
  });
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, "cache-control": "no-store", "content-length": 0 });
  res.end();
}
