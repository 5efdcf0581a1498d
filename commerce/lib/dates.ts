/**
 * Calendar days in the shop's timezone: coupons, gift cards and special prices are valid "until
 * 2026-12-31" in Bangkok, not in UTC, whatever timezone the server runs in.
 */

/** "YYYY-MM-DD" of `now` in an IANA timezone (UTC when the zone is unknown). */
export function dateInTimezone(now: Date, timezone: string): string {
  const format = dayFormat(timezone);
  return format ? format.format(now) : now.toISOString().slice(0, 10);
}

/** Formatters per timezone: building one costs far more than using it (every cart read asks for today). */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timezone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timezone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      format = null; // an unknown timezone: UTC dates
    }
    dayFormats.set(timezone, format);
  }
  return format;
}
