import { describe, expect, it } from "vitest";
import { createBatchLoader } from "./batchLoader";

describe("createBatchLoader", () => {
  it("loads keys asked for in one tick with one call, and memoises them", async () => {
    const calls: number[][] = [];
    const loader = createBatchLoader(async (keys: readonly number[]) => {
      calls.push([...keys]);
      return new Map(keys.map((key) => [key, key * 10]));
    });
    const values = await Promise.all([loader.load(1), loader.load(2), loader.load(1)]);
    expect(values).toEqual([10, 20, 10]);
    expect(calls).toEqual([[1, 2]]);
    expect(await loader.load(2)).toBe(20);
    expect(calls).toHaveLength(1);
    expect(await loader.load(3)).toBe(30);
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it("rejects every waiter of a failed batch and retries later", async () => {
    let fail = true;
    const loader = createBatchLoader(async (keys: readonly string[]) => {
      if (fail) throw new Error("boom");
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    await expect(Promise.all([loader.load("a"), loader.load("b")])).rejects.toThrow("boom");
    fail = false;
    expect(await loader.load("a")).toBe("A");
  });
});
