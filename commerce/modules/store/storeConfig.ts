/**
 * Builds a store view's StoreConfig: identity fields from the store tables, URLs resolved against
 * the public base URL (`{{base_url}}`), and every config-backed field (Magento's and the extensions') from settings.
 */
import { encodeUid } from "../../lib/uid";
import type { ConfigFieldSpec, ConfigFieldValue } from "./configFields";
import { readConfigFields } from "./configFields";
import type { ConfigReader } from "./configReader";
import type { StoreView } from "./storeRegistry";
import { resolveStoreUrls } from "./urls";

export type StoreConfigData = Record<string, ConfigFieldValue>;

export interface StoreConfigDeps {
  config: ConfigReader;
  /** Config-backed fields, Magento's and those added by extension schemas. */
  fields: readonly ConfigFieldSpec[];
}

export async function buildStoreConfig(view: StoreView, deps: StoreConfigDeps, publicBaseUrl: string): Promise<StoreConfigData> {
  const scope = { storeId: view.id, websiteId: view.websiteId };
  const [configured, urls] = await Promise.all([
    readConfigFields(deps.config, deps.fields, scope),
    resolveStoreUrls(deps.config, scope, publicBaseUrl),
  ]);
  return {
    ...configured,
    id: view.id,
    code: view.code,
    store_code: view.code,
    store_name: view.name,
    store_sort_order: view.sortOrder,
    is_default_store: view.isDefaultStore,
    store_group_code: view.groupCode,
    store_group_name: view.groupName,
    is_default_store_group: view.isDefaultGroup,
    website_id: view.websiteId,
    website_code: view.websiteCode,
    website_name: view.websiteName,
    root_category_id: view.rootCategoryId,
    root_category_uid: encodeUid(view.rootCategoryId),
    base_url: urls.baseUrl,
    base_link_url: urls.baseLinkUrl,
    base_media_url: urls.baseMediaUrl,
    secure_base_url: urls.secureBaseUrl,
    secure_base_link_url: urls.secureBaseLinkUrl,
    secure_base_media_url: urls.secureBaseMediaUrl,
  };
}
