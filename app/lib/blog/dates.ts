/**
 * Blog dates as shoppers read them, for every place that shows a post (listings, the post page,
 * the home page's blog carousel, Page Builder's recent-posts widget): Magento/Amasty answer
 * `2026-01-12 02:00:00` in UTC; the page shows the day in the shop's time zone, in the store
 * view's calendar: the Thai store counts years in the Buddhist era (12 มกราคม 2569), as Thai
 * readers expect; other languages keep the Gregorian one. Formatted on the server, so the browser
 * never re-formats.
 */

/** What a page shows: the machine-readable time for `<time dateTime>` and the label. */
export interface BlogDate {
  iso: string;
  label: string;
}

/** The shop's time zone when the backend does not name one. */
const DEFAULT_TIME_ZONE = "Asia/Bangkok";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Amasty's `YYYY-MM-DD HH:MM:SS` (UTC, also with a `T`) or an ISO 8601 time; null when unreadable. */
export function parseBlogDate(value: string | null | undefined): Date | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const iso = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(trimmed) ? `${trimmed.replace(" ", "T")}Z` : trimmed;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `th-TH` → `th-TH-u-ca-buddhist`; a locale naming its own calendar, or another language, is kept. */
export function blogDateLocale(locale: string): string {
  return /^th\b/i.test(locale) && !/-u-/i.test(locale) ? `${locale}-u-ca-buddhist` : locale;
}

export interface BlogDateOptions {
  /** The shop's time zone (`storeConfig.timezone`); Bangkok when unknown. */
  timeZone?: string | null;
  /** `long` on blog pages ("12 มกราคม 2569"), `medium` in recent-posts widgets ("12 ม.ค. 2569"). */
  style?: "long" | "medium";
}

/** "12 มกราคม 2569" / "January 12, 2026" in the shop's time zone. */
export function formatBlogDate(date: Date, locale: string, { timeZone, style = "long" }: BlogDateOptions = {}): string {
  return dateFormat(blogDateLocale(locale), style, timeZone || DEFAULT_TIME_ZONE).format(date);
}

/** Intl formatters are costly to build (a tenth of a millisecond each) and never change: one per kind. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, style: "long" | "medium", timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone });
    } catch {
      // An unknown time zone from the backend's settings.
      format = new Intl.DateTimeFormat(locale, { dateStyle: style });
    }
    dateFormats.set(key, format);
  }
  return format;
}

/** A post's date as blog pages show it; null when the backend gave none. */
export function blogDate(value: string | null | undefined, locale: string, options: BlogDateOptions = {}): BlogDate | null {
  const date = parseBlogDate(value);
  return date ? { iso: date.toISOString(), label: formatBlogDate(date, locale, options) } : null;
}

/**
 * A post's date as a recent-posts widget shows it: with the widget's `date_manner` "passed", how
 * long ago ("3 days ago", "3 วันที่ผ่านมา"); otherwise the medium date.
 */
export function widgetPostDate(
  value: string | null | undefined,
  { locale, timeZone, manner, now = new Date() }: { locale: string; timeZone?: string | null; manner?: string | null; now?: Date },
): BlogDate | null {
  const date = parseBlogDate(value);
  if (!date) return null;
  const label = manner === "passed" ? timeAgo(date, now, locale) : formatBlogDate(date, locale, { timeZone, style: "medium" });
  return { iso: date.toISOString(), label };
}

/** "3 days ago" in the largest whole unit (minutes up to years); a future date is "this minute". */
export function timeAgo(date: Date, now: Date, locale: string): string {
  const elapsed = Math.max(now.getTime() - date.getTime(), 0);
  const format = relativeFormat(locale);
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), "hour");
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return format.format(-days, "day");
  if (days < 365) return format.format(-Math.floor(days / 30), "month");
  return format.format(-Math.floor(days / 365), "year");
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormats.set(locale, format);
  }
  return format;
}
