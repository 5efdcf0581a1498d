import { describe, expect, it } from "vitest";

import { residentBytes } from "./memory";

describe("residentBytes", () => {
  it("reads VmRSS from a /proc status text, in bytes", () => {
    expect(residentBytes(1, "Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  204800 kB\nThreads:\t11\n")).toBe(204_800 * 1024);
  });

  it("reads this very process's memory", () => {
    expect(residentBytes(process.pid)).toBeGreaterThan(10 * 2 ** 20);
  });

  it("refuses a status without the line", () => {
    expect(() => residentBytes(1, "Name:\tnode\n")).toThrow(/VmRSS/);
  });
});
