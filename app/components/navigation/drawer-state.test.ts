import { describe, expect, it } from "vitest";
import { backState, CLOSED_DRAWER, drawerHref, readDrawerState, viewForShopper } from "~/components/navigation/drawer-state";

describe("drawer state in the URL", () => {
  it("reads views and the open category", () => {
    expect(readDrawerState("?drawer=menu&drawer_category=MTI=")).toEqual({ view: "MENU", categoryUid: "MTI=" });
    expect(readDrawerState("?drawer=sign-in&drawer_category=MTI=")).toEqual({ view: "SIGN_IN", categoryUid: null });
    expect(readDrawerState("?drawer=nonsense")).toEqual(CLOSED_DRAWER);
    expect(readDrawerState("")).toEqual(CLOSED_DRAWER);
  });

  it("keeps the page's own query when opening and closing", () => {
    const location = { pathname: "/th/search.html", search: "?query=shirt&drawer=menu" };
    expect(drawerHref(location, { view: "MENU", categoryUid: "Mw==" })).toBe(
      "/th/search.html?query=shirt&drawer=menu&drawer_category=Mw%3D%3D",
    );
    expect(drawerHref(location, CLOSED_DRAWER)).toBe("/th/search.html?query=shirt");
    expect(drawerHref({ pathname: "/en", search: "" }, { view: "FORGOT_PASSWORD", categoryUid: null })).toBe(
      "/en?drawer=forgot-password",
    );
  });

  it("goes back as the spec says", () => {
    expect(backState({ view: "CREATE_ACCOUNT", categoryUid: null }, null).view).toBe("SIGN_IN");
    expect(backState({ view: "FORGOT_PASSWORD", categoryUid: null }, null).view).toBe("SIGN_IN");
    expect(backState({ view: "SIGN_IN", categoryUid: null }, null).view).toBe("MENU");
    expect(backState({ view: "MY_ACCOUNT", categoryUid: null }, null).view).toBe("MENU");
    expect(backState({ view: "MENU", categoryUid: "child" }, "parent")).toEqual({ view: "MENU", categoryUid: "parent" });
    expect(backState({ view: "MENU", categoryUid: "top" }, null)).toEqual({ view: "MENU", categoryUid: null });
    expect(backState({ view: "MENU", categoryUid: null }, null)).toEqual(CLOSED_DRAWER);
  });

  it("shows the account views that fit the shopper", () => {
    expect(viewForShopper("SIGN_IN", true)).toBe("MY_ACCOUNT");
    expect(viewForShopper("CREATE_ACCOUNT", true)).toBe("MY_ACCOUNT");
    expect(viewForShopper("FORGOT_PASSWORD", true)).toBe("MY_ACCOUNT");
    expect(viewForShopper("MY_ACCOUNT", false)).toBe("SIGN_IN");
    expect(viewForShopper("FORGOT_PASSWORD", false)).toBe("FORGOT_PASSWORD");
    expect(viewForShopper("MENU", true)).toBe("MENU");
    expect(viewForShopper(null, false)).toBeNull();
  });
});
