import { describe, expect, it } from "vitest";
import { dateInTimezone } from "./dates";

describe("dateInTimezone", () => {
  it("answers the calendar day in the shop's timezone, also when reused", () => {
    const lateEvening = new Date("2026-11-21T20:30:00Z"); // 03:30 on the 22nd in Bangkok
    expect(dateInTimezone(lateEvening, "Asia/Bangkok")).toBe("2026-11-22");
    expect(dateInTimezone(lateEvening, "UTC")).toBe("2026-11-21");
    expect(dateInTimezone(new Date("2026-12-31T17:00:00Z"), "Asia/Bangkok")).toBe("2027-01-01");
  });

  it("falls back to the UTC date for a timezone it does not know", () => {
    expect(dateInTimezone(new Date("2026-11-21T20:30:00Z"), "Mars/Olympus_Mons")).toBe("2026-11-21");
  });
});
