import { describe, expect, it } from "vitest";
import { buildMenu, menuTrail } from "~/lib/menu";

const tree = [
  { uid: "b", name: "Men", position: 2, include_in_menu: 1, url_path: "men", url_suffix: ".html", children: [] },
  {
    uid: "a",
    name: "Women",
    position: 1,
    include_in_menu: 1,
    url_path: "women",
    url_suffix: ".html",
    children: [
      { uid: "a2", name: "Dresses", position: 2, include_in_menu: 1, url_path: "women/dresses", url_suffix: null },
      { uid: "a1", name: "Tops", position: 1, include_in_menu: 1, url_path: "women/tops", url_suffix: ".html" },
      { uid: "a3", name: "Archive", position: 0, include_in_menu: 0, url_path: "women/archive", url_suffix: ".html" },
    ],
  },
  null,
];

describe("buildMenu", () => {
  it("orders by position, hides categories not in the menu and links url_path plus suffix", () => {
    const menu = buildMenu(tree, ".html");
    expect(menu.map((category) => category.name)).toEqual(["Women", "Men"]);
    expect(menu[0]?.children.map((category) => category.path)).toEqual(["/women/tops.html", "/women/dresses.html"]);
  });

  it("finds the trail down to a category", () => {
    const menu = buildMenu(tree, ".html");
    expect(menuTrail(menu, "a2").map((category) => category.name)).toEqual(["Women", "Dresses"]);
    expect(menuTrail(menu, "missing")).toEqual([]);
  });
});
