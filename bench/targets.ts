/** A page the bench weighs and loads. `name` becomes the summary key `${name}Page`. */
export interface PageTarget {
  name: string;
  path: string;
}

/**
 * The pages measured, in order. The first is the primary one: its SSR numbers and ratio are also
 * reported at the top level of the summary, and its largest JS file is the static baseline.
 * Add a page here (e.g. `{ name: "category", path: "/th/some-category" }`) and every measurement
 * runs for it too.
 */
export const PAGE_TARGETS: readonly PageTarget[] = [
  { name: "home", path: "/th" },
  { name: "category", path: "/th/clothing/women.html" },
  { name: "product", path: "/th/organic-cotton-t-shirt.html" },
  // A fresh search: Best Match listing, and the search is recorded (popular and recent searches).
  { name: "search", path: `/th/search.html?query=${encodeURIComponent("เสื้อ")}` },
];
