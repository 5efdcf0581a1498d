/** The cart badge: nothing for an empty cart, the count up to 99, then "99+". */
export function cartCountBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > 99 ? "99+" : String(Math.floor(count));
}
