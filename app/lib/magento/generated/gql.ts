/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CmsBlock($identifier: String!) {\n    cmsBlocks(identifiers: [$identifier]) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n": typeof types.CmsBlockDocument,
    "\n  query ResolveUrl($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        description\n        meta_title\n        meta_description\n        url_suffix\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          position\n          include_in_menu\n          url_path\n          url_suffix\n        }\n      }\n    }\n  }\n": typeof types.ResolveUrlDocument,
    "\n  query StoreShellConfig {\n    storeConfig {\n      store_code\n      store_name\n      copyright\n      contact_enabled\n      newsletter_enabled\n      magento_wishlist_general_is_enabled\n      root_category_uid\n      category_url_suffix\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      secure_base_media_url\n      default_description\n    }\n  }\n": typeof types.StoreShellConfigDocument,
    "\n  query NavigationMenu($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          uid\n          name\n          position\n          include_in_menu\n          url_path\n          url_suffix\n          children {\n            uid\n            name\n            position\n            include_in_menu\n            url_path\n            url_suffix\n            children {\n              uid\n              name\n              position\n              include_in_menu\n              url_path\n              url_suffix\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.NavigationMenuDocument,
    "\n  query BlogNavigationSetting {\n    amBlogSetting {\n      display_settings_label\n      display_settings_display_at_category\n    }\n  }\n": typeof types.BlogNavigationSettingDocument,
    "\n  query AvailableStores {\n    availableStores(useCurrentGroup: true) {\n      store_code\n      store_name\n      locale\n      store_group_code\n      store_sort_order\n      is_default_store\n    }\n  }\n": typeof types.AvailableStoresDocument,
};
const documents: Documents = {
    "\n  query CmsBlock($identifier: String!) {\n    cmsBlocks(identifiers: [$identifier]) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n": types.CmsBlockDocument,
    "\n  query ResolveUrl($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        description\n        meta_title\n        meta_description\n        url_suffix\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          position\n          include_in_menu\n          url_path\n          url_suffix\n        }\n      }\n    }\n  }\n": types.ResolveUrlDocument,
    "\n  query StoreShellConfig {\n    storeConfig {\n      store_code\n      store_name\n      copyright\n      contact_enabled\n      newsletter_enabled\n      magento_wishlist_general_is_enabled\n      root_category_uid\n      category_url_suffix\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      secure_base_media_url\n      default_description\n    }\n  }\n": types.StoreShellConfigDocument,
    "\n  query NavigationMenu($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          uid\n          name\n          position\n          include_in_menu\n          url_path\n          url_suffix\n          children {\n            uid\n            name\n            position\n            include_in_menu\n            url_path\n            url_suffix\n            children {\n              uid\n              name\n              position\n              include_in_menu\n              url_path\n              url_suffix\n            }\n          }\n        }\n      }\n    }\n  }\n": types.NavigationMenuDocument,
    "\n  query BlogNavigationSetting {\n    amBlogSetting {\n      display_settings_label\n      display_settings_display_at_category\n    }\n  }\n": types.BlogNavigationSettingDocument,
    "\n  query AvailableStores {\n    availableStores(useCurrentGroup: true) {\n      store_code\n      store_name\n      locale\n      store_group_code\n      store_sort_order\n      is_default_store\n    }\n  }\n": types.AvailableStoresDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsBlock($identifier: String!) {\n    cmsBlocks(identifiers: [$identifier]) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').CmsBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResolveUrl($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        description\n        meta_title\n        meta_description\n        url_suffix\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          position\n          include_in_menu\n          url_path\n          url_suffix\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ResolveUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreShellConfig {\n    storeConfig {\n      store_code\n      store_name\n      copyright\n      contact_enabled\n      newsletter_enabled\n      magento_wishlist_general_is_enabled\n      root_category_uid\n      category_url_suffix\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      secure_base_media_url\n      default_description\n    }\n  }\n"): typeof import('./graphql').StoreShellConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationMenu($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          uid\n          name\n          position\n          include_in_menu\n          url_path\n          url_suffix\n          children {\n            uid\n            name\n            position\n            include_in_menu\n            url_path\n            url_suffix\n            children {\n              uid\n              name\n              position\n              include_in_menu\n              url_path\n              url_suffix\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NavigationMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogNavigationSetting {\n    amBlogSetting {\n      display_settings_label\n      display_settings_display_at_category\n    }\n  }\n"): typeof import('./graphql').BlogNavigationSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableStores {\n    availableStores(useCurrentGroup: true) {\n      store_code\n      store_name\n      locale\n      store_group_code\n      store_sort_order\n      is_default_store\n    }\n  }\n"): typeof import('./graphql').AvailableStoresDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
