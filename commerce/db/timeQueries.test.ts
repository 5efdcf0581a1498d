import { describe, expect, it } from "vitest";
import { timeQueries } from "./connect";

describe("timeQueries", () => {
  it("times statements answered with a promise, resolved or rejected, and keeps their result", async () => {
    const told: number[] = [];
    const client = {
      prefix: "row:",
      async query(text: string) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (text === "bad") throw new Error("syntax");
        return `${this.prefix}${text}`;
      },
    };
    timeQueries(client, (seconds) => told.push(seconds));
    expect(await client.query("select 1")).toBe("row:select 1");
    await expect(client.query("bad")).rejects.toThrow("syntax");
    expect(told).toHaveLength(2);
    // setTimeout may fire a millisecond early.
    for (const seconds of told) expect(seconds).toBeGreaterThan(0.015);
  });

  it("times statements answered through a callback (node-postgres' pool) once, when the callback runs", async () => {
    const told: number[] = [];
    const client = {
      query(_text: string, _values: unknown[], callback: (error: Error | null, rows: string[]) => void) {
        setTimeout(() => callback(null, ["a"]), 10);
      },
    };
    timeQueries(client, (seconds) => told.push(seconds));
    const rows = await new Promise<string[]>((resolve) => client.query("select", [], (_error, result) => resolve(result)));
    expect(rows).toEqual(["a"]);
    expect(told).toHaveLength(1);
    expect(told[0]).toBeGreaterThan(0.005);
  });
});
