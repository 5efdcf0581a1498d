import type { HttpEvent } from "./events";

/**
 * An event as an API Gateway HTTP API sends it with payload format 2.0, for the tests (the shape of
 * AWS's developer guide, "Create AWS Lambda proxy integrations for HTTP APIs"): lower-case header
 * names, cookies apart, the gateway's view of the connection in requestContext, and the address
 * it saw appended to X-Forwarded-For. `headers` are added to the browser's usual ones.
 */
export function httpApiEvent({
  method = "GET",
  rawPath = "/th",
  rawQueryString = "",
  headers = {},
  cookies,
  body,
  isBase64Encoded = false,
  sourceIp = "203.0.113.24",
  host = "shop.example.co.th",
}: {
  method?: string;
  rawPath?: string;
  rawQueryString?: string;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
  sourceIp?: string;
  host?: string;
} = {}): HttpEvent {
  const event: HttpEvent & Record<string, unknown> = {
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString,
    headers: {
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "accept-encoding": "gzip, deflate, br",
      "accept-language": "th-TH,th;q=0.9,en;q=0.8",
      "content-length": String(body ? (isBase64Encoded ? atob(body).length : new TextEncoder().encode(body).length) : 0),
      host,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      "x-amzn-trace-id": "Root=1-66a1b2c3-0123456789abcdef01234567",
      "x-forwarded-for": sourceIp,
      "x-forwarded-port": "443",
      "x-forwarded-proto": "https",
      ...headers,
    },
    requestContext: {
      accountId: "123456789012",
      apiId: "a1b2c3d4e5",
      domainName: "a1b2c3d4e5.execute-api.ap-southeast-1.amazonaws.com",
      domainPrefix: "a1b2c3d4e5",
      http: { method, path: rawPath, protocol: "HTTP/1.1", sourceIp, userAgent: "Mozilla/5.0 (X11; Linux x86_64)" },
      requestId: "Yc4mShXsSQ0EJ8g=",
      routeKey: "$default",
      stage: "$default",
      time: "25/Nov/2026:09:14:03 +0000",
      timeEpoch: 1795598043000,
    } as HttpEvent["requestContext"],
    isBase64Encoded,
  };
  if (cookies) event.cookies = cookies;
  if (body !== undefined) event.body = body;
  return event;
}

/** `text` as UTF-8, base64-encoded: a form body as an HTTP API hands it over. */
export function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}
