import { describe, expect, it } from "vitest";
import { blogDate, blogDateLocale, formatBlogDate, parseBlogDate, timeAgo, widgetPostDate } from "~/lib/blog/dates";

describe("blog dates", () => {
  it("reads Amasty's UTC datetimes and ISO times", () => {
    expect(parseBlogDate("2026-01-12 02:00:00")?.toISOString()).toBe("2026-01-12T02:00:00.000Z");
    expect(parseBlogDate("2026-01-12T02:00:00")?.toISOString()).toBe("2026-01-12T02:00:00.000Z");
    expect(parseBlogDate("2026-01-12T09:00:00+07:00")?.toISOString()).toBe("2026-01-12T02:00:00.000Z");
    expect(parseBlogDate("")).toBeNull();
    expect(parseBlogDate("yesterday")).toBeNull();
    expect(parseBlogDate(null)).toBeNull();
  });

  it("uses the Buddhist calendar in Thai", () => {
    expect(blogDateLocale("th-TH")).toBe("th-TH-u-ca-buddhist");
    expect(blogDateLocale("th")).toBe("th-u-ca-buddhist");
    expect(blogDateLocale("th-TH-u-ca-gregory")).toBe("th-TH-u-ca-gregory");
    expect(blogDateLocale("en-US")).toBe("en-US");
    expect(formatBlogDate(new Date("2026-01-12T02:00:00Z"), "th-TH")).toBe("12 มกราคม 2569");
    expect(formatBlogDate(new Date("2026-01-12T02:00:00Z"), "en-US")).toBe("January 12, 2026");
    expect(formatBlogDate(new Date("2026-01-12T02:00:00Z"), "th-TH", { style: "medium" })).toBe("12 ม.ค. 2569");
  });

  it("shows the day in the shop's time zone", () => {
    // 20:00 UTC on 4 November is already 5 November in Bangkok.
    const late = new Date("2026-11-04T20:00:00Z");
    expect(formatBlogDate(late, "en-US", { timeZone: "Asia/Bangkok" })).toBe("November 5, 2026");
    expect(formatBlogDate(late, "en-US", { timeZone: "America/New_York" })).toBe("November 4, 2026");
    expect(formatBlogDate(late, "en-US", { timeZone: "Nowhere/Invalid" })).toMatch(/^November [45], 2026$/);
  });

  it("gives the machine-readable time with the label", () => {
    expect(blogDate("2026-03-14 03:00:00", "fr-FR")).toEqual({ iso: "2026-03-14T03:00:00.000Z", label: "14 mars 2026" });
    expect(blogDate(undefined, "en-US")).toBeNull();
  });
});

describe("recent-posts widget dates", () => {
  const now = new Date("2026-03-17T03:00:00Z");

  it("shows the medium date, or how long ago with the widget's manner 'passed'", () => {
    expect(widgetPostDate("2026-03-14 03:00:00", { locale: "th-TH", now })).toEqual({ iso: "2026-03-14T03:00:00.000Z", label: "14 มี.ค. 2569" });
    expect(widgetPostDate("2026-03-14 03:00:00", { locale: "en-US", manner: "date", now })?.label).toBe("Mar 14, 2026");
    expect(widgetPostDate("2026-03-14 03:00:00", { locale: "en-US", manner: "passed", now })?.label).toBe("3 days ago");
    expect(widgetPostDate("2026-03-14 03:00:00", { locale: "th-TH", manner: "passed", now })?.label).toBe("3 วันที่ผ่านมา");
    expect(widgetPostDate(null, { locale: "en-US", now })).toBeNull();
  });

  it("says how long ago in the largest whole unit", () => {
    const ago = (iso: string) => timeAgo(new Date(iso), now, "en-US");
    expect(ago("2026-03-17T02:35:00Z")).toBe("25 minutes ago");
    expect(ago("2026-03-16T22:00:00Z")).toBe("5 hours ago");
    expect(ago("2026-03-07T03:00:00Z")).toBe("10 days ago");
    expect(ago("2025-12-17T03:00:00Z")).toBe("3 months ago");
    expect(ago("2024-03-17T03:00:00Z")).toBe("2 years ago");
    expect(ago("2026-03-18T03:00:00Z")).toBe("this minute");
  });
});
