/** One entry of the navigation drawer's category tree. */
export interface MenuCategory {
  uid: string;
  name: string;
  /** Store-relative link, `url_path` + the category URL suffix. */
  path: string;
  children: MenuCategory[];
}

export interface CategoryNode {
  uid: string;
  name?: string | null;
  position?: number | null;
  include_in_menu?: number | null;
  url_path?: string | null;
  url_suffix?: string | null;
  children?: ReadonlyArray<CategoryNode | null> | null;
}

/**
 * The menu as shoppers see it: categories with `include_in_menu` 0 hidden (with their subtree),
 * siblings ordered by position then uid, leaves linking to `url_path` + suffix.
 */
export function buildMenu(nodes: ReadonlyArray<CategoryNode | null> | null | undefined, suffix: string): MenuCategory[] {
  return (nodes ?? [])
    .filter((node): node is CategoryNode => Boolean(node && node.include_in_menu !== 0 && node.name))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.uid.localeCompare(b.uid))
    .map((node) => ({
      uid: node.uid,
      name: node.name ?? "",
      path: `/${node.url_path ?? ""}${node.url_suffix ?? suffix}`,
      children: buildMenu(node.children, suffix),
    }));
}

/** The chain of categories from the top of the menu down to `uid` (empty when not found). */
export function menuTrail(menu: MenuCategory[], uid: string | null | undefined): MenuCategory[] {
  if (!uid) return [];
  for (const category of menu) {
    if (category.uid === uid) return [category];
    const below = menuTrail(category.children, uid);
    if (below.length) return [category, ...below];
  }
  return [];
}
