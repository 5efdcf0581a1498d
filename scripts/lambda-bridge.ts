/**
 * `npm run preview:lambda`: the built Lambda function (build/lambda/handler.mjs, from
 * `npm run build:lambda`) behind a small local HTTP server that plays the function URL's part:
 * each request becomes a payload 2.0 event, the handler is invoked, and its result is written back
 * (status, headers, each Set-Cookie, a base64 body decoded). For the smoke suite, the tests and
 * the bench; nothing here runs on AWS.
 *
 *   MAGENTO_URL=http://127.0.0.1:4000 SESSION_SECRET=… PORT=3000 npm run preview:lambda
 *
 * The function reads its settings from this process's environment, as on Lambda. Unlike Lambda,
 * one process answers every request (Lambda runs one event at a time per instance).
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { HttpEvent, HttpResult } from "../lambda/events";
import { serveUntilStopped } from "../server/listen";

/** Lambda's limit on an invocation's request and its result (synchronous invocation). */
export const PAYLOAD_LIMIT_BYTES = 6 * 1024 * 1024;

type Handler = (event: HttpEvent) => Promise<HttpResult>;

/** The event a function URL would send for `req` and its body. */
export function requestToEvent(req: http.IncomingMessage, body: Buffer): HttpEvent {
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const sourceIp = req.socket.remoteAddress ?? "127.0.0.1";
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== "cookie") headers[name] = Array.isArray(value) ? value.join(",") : value;
  }
  // As AWS does: the address it saw is appended to X-Forwarded-For, the scheme it was reached by set.
  headers["x-forwarded-for"] = headers["x-forwarded-for"] ? `${headers["x-forwarded-for"]}, ${sourceIp}` : sourceIp;
  headers["x-forwarded-proto"] = "http";
  const cookies = (req.headers.cookie ?? "").split(";").map((cookie) => cookie.trim()).filter(Boolean);
  const now = new Date();
  return {
    version: "2.0",
    rawPath,
    rawQueryString: queryAt === -1 ? "" : url.slice(queryAt + 1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    requestContext: {
      domainName: headers.host?.replace(/:\d+$/, "") ?? "localhost",
      http: { method: req.method ?? "GET", path: rawPath, protocol: `HTTP/${req.httpVersion}`, sourceIp, userAgent: headers["user-agent"] ?? "" },
      ...{ accountId: "anonymous", apiId: "lambda-bridge", requestId: randomUUID(), routeKey: "$default", stage: "$default", timeEpoch: now.getTime() },
    },
    ...(body.length ? { body: body.toString("base64"), isBase64Encoded: true } : { isBase64Encoded: false }),
  } as HttpEvent;
}

/** Writes the function's result as the HTTP response, as the function URL would. */
export function writeResult(res: http.ServerResponse, result: HttpResult): void {
  const body = result.isBase64Encoded ? Buffer.from(result.body, "base64") : Buffer.from(result.body, "utf8");
  const length = res.req.method === "HEAD" ? {} : { "content-length": String(body.length) };
  res.writeHead(result.statusCode, { ...result.headers, ...length, ...(result.cookies.length ? { "set-cookie": result.cookies } : {}) });
  res.end(body);
}

/** The request's body, or undefined once it passes Lambda's payload limit. */
async function readBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > PAYLOAD_LIMIT_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** An HTTP listener invoking `handler` for each request; API Gateway's own answers (502, 413) when it fails. */
export function bridge(handler: Handler): http.RequestListener {
  return (req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (!body) {
        res.writeHead(413, { "content-type": "application/json" }).end('{"message":"Request Entity Too Large"}');
        return;
      }
      let result: HttpResult;
      try {
        result = await handler(requestToEvent(req, body));
      } catch (error) {
        console.error("The function failed:", error);
        res.writeHead(502, { "content-type": "application/json" }).end('{"message":"Internal server error"}');
        return;
      }
      if (result.body.length > PAYLOAD_LIMIT_BYTES) {
        console.error(`The function's result for ${req.url} is ${result.body.length} bytes: over Lambda's 6 MB, AWS would answer 502.`);
        res.writeHead(502, { "content-type": "application/json" }).end('{"message":"Internal server error"}');
        return;
      }
      writeResult(res, result);
    })().catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))));
  };
}

async function main() {
  const bundle = path.resolve(process.env.LAMBDA_DIR ?? "build/lambda", "handler.mjs");
  let handler: Handler;
  try {
    ({ handler } = (await import(pathToFileURL(bundle).href)) as { handler: Handler });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      (error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND" && message.includes(bundle)
        ? `${bundle} is missing: run \`npm run build:lambda\` first.`
        : `The Lambda function could not start: ${message}`,
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  serveUntilStopped(http.createServer(bridge(handler)), {
    host,
    port,
    ready: (baseUrl) => `Lambda function ${path.relative(process.cwd(), bundle)} through a local function URL at ${baseUrl}/th (${process.env.MAGENTO_URL})`,
    close: async () => {},
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) void main();
