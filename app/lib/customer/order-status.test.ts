import { describe, expect, it } from "vitest";
import {
  customerOrderStatus,
  isOrderNumber,
  magentoStatusCodeFor,
  orderNumberSearchOf,
  orderProgressStep,
  orderStatusFilterOf,
  pageNumberOf,
} from "~/lib/customer/order-status";

const NONE = { shipped: false, tracked: false };
const PACKED = { shipped: true, tracked: false };
const TRACKED = { shipped: true, tracked: true };

describe("customerOrderStatus", () => {
  it("maps Magento's status labels to the statuses shoppers read", () => {
    expect(customerOrderStatus("Pending", NONE)).toBe("pending-payment");
    expect(customerOrderStatus("Pending Payment", NONE)).toBe("pending-payment");
    expect(customerOrderStatus("Processing", NONE)).toBe("processing");
    expect(customerOrderStatus("On Hold", NONE)).toBe("processing");
    expect(customerOrderStatus("Complete", TRACKED)).toBe("complete");
    expect(customerOrderStatus("Canceled", NONE)).toBe("cancelled");
    expect(customerOrderStatus("Closed", TRACKED)).toBe("returned");
  });

  it("reads Magento's status codes too, whatever the case", () => {
    expect(customerOrderStatus("canceled", NONE)).toBe("cancelled");
    expect(customerOrderStatus("holded", NONE)).toBe("processing");
    expect(customerOrderStatus(" COMPLETE ", NONE)).toBe("complete");
  });

  it("calls a processing order with a tracked parcel shipped, a packed one still processing", () => {
    expect(customerOrderStatus("Processing", TRACKED)).toBe("shipped");
    expect(customerOrderStatus("Processing", PACKED)).toBe("processing");
  });

  it("reads an unknown label as processing", () => {
    expect(customerOrderStatus("Awaiting pickup", NONE)).toBe("processing");
  });
});

describe("orderProgressStep", () => {
  it("walks Processing → Ready to ship → Shipped → Delivered", () => {
    expect(orderProgressStep("processing", NONE)).toBe("processing");
    expect(orderProgressStep("processing", PACKED)).toBe("ready-to-ship");
    expect(orderProgressStep("shipped", TRACKED)).toBe("shipped");
    expect(orderProgressStep("complete", TRACKED)).toBe("delivered");
  });

  it("has no step for orders not on their way", () => {
    expect(orderProgressStep("pending-payment", NONE)).toBeNull();
    expect(orderProgressStep("cancelled", NONE)).toBeNull();
    expect(orderProgressStep("returned", TRACKED)).toBeNull();
  });
});

describe("filters and search", () => {
  it("takes the status filter from the query, all otherwise", () => {
    expect(orderStatusFilterOf("shipped")).toBe("shipped");
    expect(orderStatusFilterOf("pending-payment")).toBe("pending-payment");
    expect(orderStatusFilterOf("lost")).toBe("all");
    expect(orderStatusFilterOf(null)).toBe("all");
  });

  it("asks the backend for a status only when it is exactly one Magento status", () => {
    expect(magentoStatusCodeFor("cancelled")).toBe("canceled");
    expect(magentoStatusCodeFor("returned")).toBe("closed");
    expect(magentoStatusCodeFor("complete")).toBe("complete");
    expect(magentoStatusCodeFor("shipped")).toBeNull();
    expect(magentoStatusCodeFor("processing")).toBeNull();
    expect(magentoStatusCodeFor("all")).toBeNull();
  });

  it("accepts order numbers as written on a receipt and refuses anything else", () => {
    expect(orderNumberSearchOf("")).toEqual({ kind: "none" });
    expect(orderNumberSearchOf("  ")).toEqual({ kind: "none" });
    expect(orderNumberSearchOf("300000001")).toEqual({ kind: "valid", number: "300000001" });
    expect(orderNumberSearchOf("# 300000001 ")).toEqual({ kind: "valid", number: "300000001" });
    expect(orderNumberSearchOf("3000")).toEqual({ kind: "valid", number: "3000" });
    expect(orderNumberSearchOf("abc")).toEqual({ kind: "invalid", text: "abc" });
    expect(orderNumberSearchOf("3000000011")).toMatchObject({ kind: "invalid" });
    expect(orderNumberSearchOf("30000-0001")).toMatchObject({ kind: "invalid" });
  });

  it("knows which path segments can name an order", () => {
    expect(isOrderNumber("300000001")).toBe(true);
    expect(isOrderNumber("x1")).toBe(false);
    expect(isOrderNumber(undefined)).toBe(false);
  });

  it("reads the page number, 1 when it is not a page", () => {
    expect(pageNumberOf("3")).toBe(3);
    expect(pageNumberOf("0")).toBe(1);
    expect(pageNumberOf("2.5")).toBe(1);
    expect(pageNumberOf(null)).toBe(1);
  });
});
