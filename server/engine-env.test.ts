import { describe, expect, it } from "vitest";
import { parseEngineEnv } from "./engine-env";

describe("the engine service's environment", () => {
  it("listens on 4000 by default", () => {
    expect(parseEngineEnv({})).toMatchObject({ PORT: 4000, HOST: "0.0.0.0", RATE_LIMIT_CARDS_PER_HOUR: 20, GATEWAY_ALLOWED_RETURN_ORIGINS: [] });
  });

  it("keeps the storefronts' origins the gateway may send shoppers back to", () => {
    expect(parseEngineEnv({ GATEWAY_ALLOWED_RETURN_ORIGINS: "https://shop.example/, https://www.shop.example" }).GATEWAY_ALLOWED_RETURN_ORIGINS).toEqual([
      "https://shop.example",
      "https://www.shop.example",
    ]);
  });

  it("keeps the shop's public URL that links in emails start with", () => {
    expect(parseEngineEnv({ SHOP_PUBLIC_URL: "https://shop.example/" }).SHOP_PUBLIC_URL).toBe("https://shop.example/");
    expect(() => parseEngineEnv({ SHOP_PUBLIC_URL: "/th" })).toThrow(/SHOP_PUBLIC_URL: must be an absolute/);
  });

  it("stops on malformed values, naming each variable", () => {
    expect(() => parseEngineEnv({ PORT: "http", ENGINE_PUBLIC_URL: "api.shop.example", GATEWAY_ALLOWED_RETURN_ORIGINS: "https://shop.example/th" })).toThrow(
      /PORT: must be a port number[\s\S]*ENGINE_PUBLIC_URL: must be an absolute[\s\S]*GATEWAY_ALLOWED_RETURN_ORIGINS: must be a comma-separated list of origins/,
    );
  });

  it("takes a metrics token of 16 characters or more, without spaces; none by default", () => {
    expect(parseEngineEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEngineEnv({ METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe("0123456789abcdef");
    expect(() => parseEngineEnv({ METRICS_TOKEN: "short-token" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => parseEngineEnv({ METRICS_TOKEN: "has a space 0123456789" })).toThrow(/METRICS_TOKEN: must not contain spaces/);
  });
});
