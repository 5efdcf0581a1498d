import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./full-page-cache";
import { nodePageGzip } from "./node-page-gzip";

describe("gzip of cache hits", () => {
  it("makes a gzip of the page with the hit's nonce, from pieces compressed once", () => {
    const stored = '<script nonce="OLDnonce0000000000000==">a</script>ไทย<p nonce="OLDnonce0000000000000==">'.repeat(50) + "end";
    const prepared = nodePageGzip.prepare(stored, "OLDnonce0000000000000==");
    for (const nonce of ["NEWnonce1111111111111==", "x+/y"]) {
      const body = stored.replaceAll("OLDnonce0000000000000==", nonce);
      expect(gunzipSync(nodePageGzip.encode(prepared, nonce)).toString()).toBe(body);
    }
  });

  it("takes gzip unless refused", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
