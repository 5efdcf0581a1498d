/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours;
 * "gap" where pages are left out. `1 … 4 5 6 … 20`.
 */
export function pageWindow(current: number, total: number, neighbours = 1): Array<number | "gap"> {
  if (total <= 1) return [1];
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  // A gap of a single page is shown as that page: "1 2 3", never "1 … 3".
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && page - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) result.push("gap");
    result.push(page);
  }
  return result;
}
