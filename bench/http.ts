import http from "node:http";
import type { IncomingHttpHeaders } from "node:http";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as it came over the wire (still compressed if the server compressed it). */
  body: Uint8Array;
}

/**
 * GET a URL and keep the body as sent. `fetch` decompresses transparently, which hides the very
 * transfer size the bench wants to count, so this uses node:http directly.
 */
export function getRaw(
  url: string,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const { headers = {}, timeoutMs = 15_000 } = options;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Uint8Array[] = [];
      response.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes(Buffer.concat(chunks)) }),
      );
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/**
 * A Buffer seen as a plain Uint8Array. The pinned @types/node (20.9) predates TypeScript 5.7's
 * generic typed arrays, so a Buffer is not assignable to Uint8Array in this project's typecheck.
 */
export function bytes(buffer: { buffer: ArrayBufferLike; byteOffset: number; byteLength: number }): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export function utf8(data: Uint8Array): string {
  return new TextDecoder().decode(data);
}
