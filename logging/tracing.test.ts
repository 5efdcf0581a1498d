import { describe, expect, it } from "vitest";
import { graphqlOperationOf } from "./tracing";

describe("graphqlOperationOf", () => {
  const base = "http://commerce.internal/graphql";

  it("reads a GET's operationName, or the name in its document", () => {
    expect(graphqlOperationOf(new URL(`${base}?query=${encodeURIComponent("query ProductPage($sku:String){products{items{sku}}}")}&operationName=ProductPage&variables=%7B%7D`))).toEqual({ type: "query", name: "ProductPage" });
    expect(graphqlOperationOf(new URL(`${base}?query=${encodeURIComponent("mutation AddToCart{x}")}`))).toEqual({ type: "mutation", name: "AddToCart" });
    expect(graphqlOperationOf(new URL(`${base}?query=${encodeURIComponent("{__typename}")}`))).toEqual({ type: "query", name: undefined });
  });

  it("reads a POST's JSON body, never its variables", () => {
    const body = JSON.stringify({ query: "mutation PlaceOrder($cart:String!){placeOrder(cart:$cart){order{number}}}", variables: { cart: "query Secret" }, operationName: "PlaceOrder" });
    expect(graphqlOperationOf(new URL(base), body)).toEqual({ type: "mutation", name: "PlaceOrder" });
  });

  it("names nothing it cannot read", () => {
    expect(graphqlOperationOf(new URL(base))).toBeUndefined();
    expect(graphqlOperationOf(new URL(`${base}?operationName=${"x".repeat(200)}&query=${encodeURIComponent("{a}")}`))).toEqual({ type: "query", name: undefined });
  });
});
