import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers";

describe("security headers", () => {
  it("makes a different nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(Buffer.from(createNonce(), "base64")).toHaveLength(16);
  });

  it("allows scripts by nonce only and forbids framing", () => {
    const csp = contentSecurityPolicy("abc", { production: true, imageOrigins: [], viteDev: false });
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("lets images come from a remote Magento", () => {
    const csp = contentSecurityPolicy("n", { production: true, imageOrigins: ["https://shop.example"], viteDev: false });
    expect(csp).toMatch(/img-src [^;]*https:\/\/shop\.example/);
  });

  it("lets forms post to the card gateway's origin only when it has its own", () => {
    expect(contentSecurityPolicy("n", { production: true, imageOrigins: [], viteDev: false })).toContain("form-action 'self';");
    const csp = contentSecurityPolicy("n", { production: true, imageOrigins: [], viteDev: false, formOrigins: ["https://pay.example"] });
    expect(csp).toContain("form-action 'self' https://pay.example;");
  });

  it("sends HSTS in production only", () => {
    expect(baseSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(baseSecurityHeaders(false)["Strict-Transport-Security"]).toBeUndefined();
    expect(baseSecurityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
  });
});
