import { describe, expect, it } from "vitest";
import { bindingRateLimiter } from "./rate-limit-binding";

/** The binding's own counting is tested in workerd (adapters.test.ts); these are the paths around it. */
describe("bindingRateLimiter", () => {
  it("counts in the isolate, and says so once, while the binding fails", async () => {
    const warnings: string[] = [];
    const failing = { limit: () => Promise.reject(new Error("binding unavailable")) };
    const limiter = bindingRateLimiter(failing, { limit: 2, windowMs: 60_000 }, { warn: (line: string) => warnings.push(line) });
    const now = 1_700_000_000_000;
    expect([await limiter.hit("writes:a", now), await limiter.hit("writes:a", now)]).toEqual([0, 0]);
    expect(await limiter.hit("writes:a", now)).toBeGreaterThanOrEqual(1_000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("binding unavailable");
  });

  it("asks nothing when the limit is off (0)", async () => {
    let asked = 0;
    const binding = { limit: async () => ((asked += 1), { success: false }) };
    const limiter = bindingRateLimiter(binding, { limit: 0, windowMs: 60_000 });
    expect(await limiter.hit("writes:a")).toBe(0);
    expect(asked).toBe(0);
  });
});
