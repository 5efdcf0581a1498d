import type { Shop } from "~/lib/shop/shop.server";
import { publicCacheOf } from "~/lib/cache.server";
import { loadCmsBlocks, type CmsBlocksResult } from "~/lib/cms-blocks.server";
import { backendFeatures, type BackendFeatures } from "~/lib/magento/backend-features.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import type { RenderPlainContent } from "~/lib/page-builder/plain-content.server";
import { graphql } from "~/lib/magento/generated";
import { buildMenu, type MenuCategory } from "~/lib/menu";
import { loadStoreViews, type StoreView } from "~/lib/store-view.server";

/** CMS blocks the shell places: the header's menu block and the footer's two variants. */
export const SHELL_BLOCKS = {
  menu: "menu-block",
  footerDesktop: "footer-links-desktop",
  footerMobile: "footer-links-mobile",
} as const;

export interface StoreShell {
  storeView: StoreView;
  /** Store views offered by the switcher (the switcher hides itself when there is only one). */
  storeViews: Array<Pick<StoreView, "code" | "name" | "language">>;
  config: {
    storeName: string;
    copyright: string;
    contactEnabled: boolean;
    newsletterEnabled: boolean;
    wishlistEnabled: boolean;
    logo: { src: string; alt: string; width: number | null; height: number | null };
    defaultDescription: string;
  };
  menu: MenuCategory[];
  /** Each slot's block, loaded for the Page Builder renderer, or the reason it is not there. */
  blocks: Record<keyof typeof SHELL_BLOCKS, CmsBlocksResult>;
  blog: { label: string } | null;
  /** What the backend offers (gift cards, store credit, named wish lists, saved cards): links and forms hide the rest. */
  features: BackendFeatures;
}

/** Everything the header, drawer and footer show: public data, cached per store view. */
/** `renderPlain`: the Page Builder renderer for the blocks' plain content, shown as HTML rendered once. */
export async function loadStoreShell(shop: Shop, renderPlain: RenderPlainContent): Promise<StoreShell> {
  const { storeView } = shop;
  const [storeViews, config] = await Promise.all([loadStoreViews(shop.context), loadShellConfig(shop)]);
  const [menu, blocks, blog, features] = await Promise.all([
    loadMenu(shop, config.rootCategoryUid, config.categoryUrlSuffix),
    loadShellBlocks(shop, renderPlain),
    loadBlogLink(shop),
    backendFeatures(shop.context),
  ]);
  return {
    storeView,
    storeViews: storeViews
      .filter((view) => view.groupCode === storeView.groupCode)
      .map(({ code, name, language }) => ({ code, name, language })),
    config: config.shell,
    menu,
    blocks,
    blog,
    features,
  };
}

/**
 * The shop's name in the store view's language, for texts outside the page (the installed app's
 * name): the store config's, else the store view's own name. Shares the shell's cached config.
 */
export async function loadStoreName(shop: Shop): Promise<string> {
  const { shell } = await loadShellConfig(shop);
  return shell.storeName.trim() || shop.storeView.name;
}

function loadShellConfig(shop: Shop) {
  return publicCacheOf(shop.context).get(`shell-config:${shop.storeCode}`, async () => {
    const { storeConfig: config } = await shop.guestClient().query(StoreShellConfigQuery);
    if (!config) throw new Error(`The backend returned no store config for "${shop.storeCode}".`);
    return {
      rootCategoryUid: config.root_category_uid ?? null,
      categoryUrlSuffix: config.category_url_suffix ?? ".html",
      shell: {
        storeName: config.store_name ?? "",
        copyright: config.copyright ?? "",
        contactEnabled: config.contact_enabled,
        newsletterEnabled: config.newsletter_enabled ?? false,
        wishlistEnabled: config.magento_wishlist_general_is_enabled === "1",
        logo: {
          src: logoUrl(config.header_logo_src, config.secure_base_media_url),
          alt: config.logo_alt || config.store_name || "",
          width: config.logo_width ?? null,
          height: config.logo_height ?? null,
        },
        defaultDescription: config.default_description ?? "",
      },
    };
  });
}

/** Magento stores the logo path relative to `media/logo/`; without one the storefront's own logo. */
function logoUrl(src: string | null | undefined, mediaBase: string | null | undefined): string {
  if (!src) return "/logo.svg";
  if (/^https?:\/\//.test(src) || src.startsWith("/")) return src;
  const base = (mediaBase ?? "/media/").replace(/\/?$/, "/");
  return `${base}logo/${src}`;
}

function loadMenu(shop: Shop, rootUid: string | null, suffix: string) {
  if (!rootUid) return Promise.resolve([]);
  return publicCacheOf(shop.context).get(`menu:${shop.storeCode}:${rootUid}`, async () => {
    const data = await shop.guestClient().query(NavigationMenuQuery, { uid: rootUid });
    return buildMenu(data.categories?.items?.[0]?.children, suffix);
  });
}

/**
 * One query per block: Magento fails the whole `cmsBlocks` field when one identifier is unknown,
 * and a missing footer block must not take the menu block with it.
 */
async function loadShellBlocks(shop: Shop, renderPlain: RenderPlainContent): Promise<StoreShell["blocks"]> {
  const slots = Object.entries(SHELL_BLOCKS) as Array<[keyof typeof SHELL_BLOCKS, string]>;
  const entries = await Promise.all(slots.map(async ([slot, identifier]) => [slot, await loadCmsBlocks(shop, [identifier], renderPlain)] as const));
  return Object.fromEntries(entries) as StoreShell["blocks"];
}

/**
 * The drawer's Blog link, when the blog extension is installed and its setting shows it. A backend
 * without the extension rejects the query; that simply means no blog.
 */
async function loadBlogLink(shop: Shop): Promise<StoreShell["blog"]> {
  try {
    return await publicCacheOf(shop.context).get(`blog-link:${shop.storeCode}`, async () => {
      const data = await shop.guestClient().query(BlogNavigationSettingQuery);
      const setting = data.amBlogSetting;
      if (!setting?.display_settings_display_at_category) return null;
      return { label: setting.display_settings_label ?? "" };
    });
  } catch (error) {
    if (error instanceof MagentoGraphQLError) return null;
    throw error;
  }
}

const StoreShellConfigQuery = graphql(`
  query StoreShellConfig {
    storeConfig {
      store_code
      store_name
      copyright
      contact_enabled
      newsletter_enabled
      magento_wishlist_general_is_enabled
      root_category_uid
      category_url_suffix
      header_logo_src
      logo_alt
      logo_width
      logo_height
      secure_base_media_url
      default_description
    }
  }
`);

/** What a menu entry needs from a category, at each of the menu's three levels. */
export const MenuCategoryFieldsFragment = graphql(`
  fragment MenuCategoryFields on CategoryTree {
    uid
    name
    position
    include_in_menu
    url_path
    url_suffix
  }
`);

const NavigationMenuQuery = graphql(`
  query NavigationMenu($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
            children {
              ...MenuCategoryFields
            }
          }
        }
      }
    }
  }
`);

const BlogNavigationSettingQuery = graphql(`
  query BlogNavigationSetting {
    amBlogSetting {
      display_settings_label
      display_settings_display_at_category
    }
  }
`);
