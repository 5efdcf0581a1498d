import { describe, expect, it } from "vitest";
import { engineOptionsFromEnv, requestLimitsFromEnv } from "./env";
import { DEFAULT_BODY_LIMITS } from "./http/bodyLimit";
import { DEFAULT_GRAPHQL_LIMITS } from "./http/graphqlLimits";

describe("requestLimitsFromEnv", () => {
  it("answers the defaults when nothing is set, and the variables when they are", () => {
    expect(requestLimitsFromEnv({})).toEqual({ ...DEFAULT_GRAPHQL_LIMITS, ...DEFAULT_BODY_LIMITS });
    expect(requestLimitsFromEnv({ GRAPHQL_MAX_DEPTH: "12", REST_MAX_BODY_BYTES: " 4096 ", GRAPHQL_MAX_COST: "" })).toMatchObject({
      maxDepth: 12,
      restBodyBytes: 4096,
      maxCost: DEFAULT_GRAPHQL_LIMITS.maxCost,
    });
  });

  it("stops the start with the variable's name when a value is not a whole number above 0", () => {
    expect(() => requestLimitsFromEnv({ GRAPHQL_MAX_ALIASES: "0" })).toThrow(/GRAPHQL_MAX_ALIASES: must be a whole number greater than 0/);
    expect(() => requestLimitsFromEnv({ GRAPHQL_MAX_BODY_BYTES: "64kb" })).toThrow(/GRAPHQL_MAX_BODY_BYTES/);
    expect(() => engineOptionsFromEnv({ GRAPHQL_MAX_WORK: "1.5" })).toThrow(/GRAPHQL_MAX_WORK/);
  });
});
