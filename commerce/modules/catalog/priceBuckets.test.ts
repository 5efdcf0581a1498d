import { describe, expect, it } from "vitest";
import { bucketIndex, chooseStep, priceBucket } from "./priceBuckets";

describe("price buckets", () => {
  it("uses a power of ten one digit below the highest price", () => {
    expect(chooseStep(149, 4990)).toBe(1000);
    expect(chooseStep(90, 990)).toBe(100);
  });

  it("narrows the step while every price would share one bucket, never below 10", () => {
    expect(chooseStep(1290, 1590)).toBe(100);
    expect(chooseStep(1290, 1299)).toBe(10);
    expect(chooseStep(5, 5)).toBe(1);
    expect(chooseStep(0, 0)).toBe(1);
  });

  it("puts a price on a step boundary into the upper bucket, as Magento's histogram does", () => {
    expect(bucketIndex(999, 1000)).toBe(1);
    expect(bucketIndex(1000, 1000)).toBe(2);
  });

  it("formats options as from_to values and from-to labels", () => {
    expect(priceBucket(1, 1000, 3)).toEqual({ value: "0_1000", label: "0-1000", count: 3 });
    expect(priceBucket(5, 100, 1)).toEqual({ value: "400_500", label: "400-500", count: 1 });
  });
});
