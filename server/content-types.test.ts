import { describe, expect, it } from "vitest";
import { contentTypeOf } from "./content-types";

describe("contentTypeOf", () => {
  it("names scripts, styles, manifests and pictures by their extension, whatever its case", () => {
    expect(contentTypeOf("/sw.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("/assets/root-AbC.CSS")).toBe("text/css; charset=utf-8");
    expect(contentTypeOf("/th/app.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeOf("/icons/icon-192.png")).toBe("image/png");
  });

  it("sends anything else as bytes, a dot in a folder's name included", () => {
    expect(contentTypeOf("/files/LICENSE")).toBe("application/octet-stream");
    expect(contentTypeOf("/v1.2/README")).toBe("application/octet-stream");
  });
});
