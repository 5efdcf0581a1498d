/**
 * Request bodies with a size cap, for `/graphql` and `/rest`: the biggest legitimate request is a few
 * KB, and without a cap 5 MB bodies were read whole into memory before anything looked at them. A
 * declared Content-Length over the cap is refused before reading; otherwise the body is read chunk by
 * chunk and reading stops as soon as the cap is passed. The rest of an oversized body is left unread:
 * cancelling the stream would tear down the connection under Express before the 413 went out, and
 * Node discards what stays on the wire.
 */

export interface BodyLimits {
  /** Bytes a `POST /graphql` body may have. */
  graphqlBodyBytes: number;
  /** Bytes a `/rest/...` body may have. */
  restBodyBytes: number;
}

/**
 * 64 KB for GraphQL: the storefront's biggest document with its fragments is under 3 KB and PWA
 * Studio's under 20 KB. 32 KB for REST: a payment-information call with two addresses is about 2 KB.
 */
export const DEFAULT_BODY_LIMITS: Readonly<BodyLimits> = { graphqlBodyBytes: 65_536, restBodyBytes: 32_768 };

export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request body is too large: at most ${maxBytes} bytes are accepted.`;
}

/**
 * The request with its body read into memory (so the handler behind can read it as usual), or null
 * when the body is over `maxBytes`. Requests without a body pass through untouched.
 */
export async function withBodyWithin(request: Request, maxBytes: number): Promise<Request | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) return null;
  if (!request.body) return request;

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const headers = new Headers(request.headers);
  headers.set("content-length", String(size));
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}
