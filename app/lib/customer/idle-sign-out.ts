/** How often an open tab looks at the clock (spec §4: a 1 s check). */
export const IDLE_CHECK_INTERVAL_MS = 1000;
/** A reload that did not sign out (the server still counts the session as live) is not repeated sooner. */
export const IDLE_RETRY_MS = 30_000;

/**
 * Whether the tab should ask the server now: the session's deadline has passed and no reload was
 * asked for in the last `IDLE_RETRY_MS` (so a server that disagrees cannot start a reload loop).
 */
export function sessionCheckDue(deadline: number, now: number, lastAskedAt: number | null): boolean {
  if (now < deadline) return false;
  return lastAskedAt === null || now - lastAskedAt >= IDLE_RETRY_MS;
}
