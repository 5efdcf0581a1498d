/**
 * The navigation drawer's state lives in the URL (`?drawer=menu&drawer_category=...`), so every
 * view of it is a page the server can render and the drawer works without JavaScript. With
 * JavaScript the same links switch views in place.
 */
export const DRAWER_VIEWS = ["MENU", "SIGN_IN", "CREATE_ACCOUNT", "FORGOT_PASSWORD", "MY_ACCOUNT"] as const;
export type DrawerView = (typeof DRAWER_VIEWS)[number];

export interface DrawerState {
  view: DrawerView | null;
  /** The category whose sub-list the MENU view shows (top level when null). */
  categoryUid: string | null;
}

export const DRAWER_PARAM = "drawer";
export const DRAWER_CATEGORY_PARAM = "drawer_category";

const slugs: Record<DrawerView, string> = {
  MENU: "menu",
  SIGN_IN: "sign-in",
  CREATE_ACCOUNT: "create-account",
  FORGOT_PASSWORD: "forgot-password",
  MY_ACCOUNT: "my-account",
};

export const CLOSED_DRAWER: DrawerState = { view: null, categoryUid: null };

export function readDrawerState(search: string): DrawerState {
  const params = new URLSearchParams(search);
  const slug = params.get(DRAWER_PARAM);
  const view = DRAWER_VIEWS.find((candidate) => slugs[candidate] === slug) ?? null;
  return { view, categoryUid: view === "MENU" ? params.get(DRAWER_CATEGORY_PARAM) || null : null };
}

/** The current page with the drawer in `state`, keeping the page's own query parameters. */
export function drawerHref(location: { pathname: string; search: string }, state: DrawerState): string {
  const params = new URLSearchParams(location.search);
  params.delete(DRAWER_PARAM);
  params.delete(DRAWER_CATEGORY_PARAM);
  if (state.view) params.set(DRAWER_PARAM, slugs[state.view]);
  if (state.view === "MENU" && state.categoryUid) params.set(DRAWER_CATEGORY_PARAM, state.categoryUid);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/**
 * Where "back" leads from a view: CREATE_ACCOUNT and FORGOT_PASSWORD go to SIGN_IN; SIGN_IN and
 * MY_ACCOUNT go to MENU; in the category tree to the parent; at the top the drawer closes.
 */
export function backState(state: DrawerState, parentCategoryUid: string | null): DrawerState {
  switch (state.view) {
    case "CREATE_ACCOUNT":
    case "FORGOT_PASSWORD":
      return { view: "SIGN_IN", categoryUid: null };
    case "SIGN_IN":
    case "MY_ACCOUNT":
      return { view: "MENU", categoryUid: null };
    case "MENU":
      return state.categoryUid ? { view: "MENU", categoryUid: parentCategoryUid } : CLOSED_DRAWER;
    default:
      return CLOSED_DRAWER;
  }
}

/**
 * The view to show for who the shopper is: a signed-in shopper asking for a sign-in view (an old
 * link, the back button after signing in) gets MY_ACCOUNT, a signed-out one asking for MY_ACCOUNT
 * gets SIGN_IN. MENU and a closed drawer stay as they are.
 */
export function viewForShopper(view: DrawerView | null, signedIn: boolean): DrawerView | null {
  if (signedIn && (view === "SIGN_IN" || view === "CREATE_ACCOUNT" || view === "FORGOT_PASSWORD")) return "MY_ACCOUNT";
  if (!signedIn && view === "MY_ACCOUNT") return "SIGN_IN";
  return view;
}
