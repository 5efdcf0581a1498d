import { GraphQLError, Source } from "graphql";
import { describe, expect, it } from "vitest";
import { isExpected, maskUnexpected, toMagentoError } from "./graphqlErrors";
import { inputError } from "../lib/errors";

describe("maskUnexpected", () => {
  it("passes errors raised on purpose through", () => {
    const error = inputError("bad");
    expect(isExpected(error)).toBe(true);
    expect(maskUnexpected(error, true)).toBe(error);
    const located = new GraphQLError("bad", { originalError: inputError("bad"), path: ["x"] });
    expect(isExpected(located)).toBe(true);
  });

  it("hides crashes behind Magento's internal error, with a debug message outside production", () => {
    const crash = new GraphQLError("db down", { originalError: new Error("db down"), path: ["storeConfig"] });
    const prod = maskUnexpected(crash, true) as GraphQLError;
    expect(prod.message).toBe("Internal server error");
    expect(prod.extensions).toEqual({ category: "internal" });
    expect(prod.path).toEqual(["storeConfig"]);
    const dev = maskUnexpected(new TypeError("oops"), false) as GraphQLError;
    expect(dev.extensions).toEqual({ category: "internal", debugMessage: "oops" });
  });
});

describe("toMagentoError", () => {
  it("keeps Magento's category and status 200", () => {
    const error = toMagentoError(inputError("bad"));
    expect(error.extensions).toEqual({ category: "graphql-input", http: { status: 200 } });
  });

  it("classifies validation and syntax errors as category graphql", () => {
    const source = new Source("{ x }");
    expect(toMagentoError(new GraphQLError('Cannot query field "x"', { source, positions: [2], extensions: { http: { status: 400, spec: true } } })).extensions).toEqual({
      category: "graphql",
      http: { status: 200 },
    });
    expect(toMagentoError(new GraphQLError("Syntax Error: Unexpected <EOF>.")).extensions).toEqual({ category: "graphql", http: { status: 400 } });
  });

  it("maps authentication and authorization to 401 and 403", () => {
    expect(toMagentoError(new GraphQLError("x", { extensions: { category: "graphql-authentication" } })).extensions["http"]).toEqual({ status: 401 });
    expect(toMagentoError(new GraphQLError("x", { extensions: { category: "graphql-authorization" } })).extensions["http"]).toEqual({ status: 403 });
  });

  it("keeps request-level statuses yoga sets, such as 400 for bad JSON and 405", () => {
    expect(toMagentoError(new GraphQLError("POST body sent invalid JSON.", { extensions: { http: { status: 400, spec: true } } })).extensions["http"]).toEqual({ status: 400 });
    expect(toMagentoError(new GraphQLError("Can only perform a mutation operation from a POST request.", { extensions: { http: { status: 405 } } })).extensions["http"]).toEqual({ status: 405 });
  });
});
