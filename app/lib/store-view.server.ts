import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { publicCacheOf } from "~/lib/cache.server";
import { fallbackLanguage, languageOfLocale, type Language } from "~/lib/i18n";
import { magentoClient } from "~/lib/magento/client-for.server";
import { graphql } from "~/lib/magento/generated";
import { DEFAULT_STORE_CODE, splitStorePath } from "~/lib/store-view";

export interface StoreView {
  code: string;
  name: string;
  /** Magento locale, e.g. `th_TH`. */
  locale: string;
  /** The message catalogue for this store view. */
  language: Language;
  groupCode: string;
  sortOrder: number;
  isDefault: boolean;
}

export const STORE_VIEWS_CACHE_KEY = "store-views";

/** The store views of the shop, as the backend lists them (cached: they change rarely). */
export function loadStoreViews(context: AppLoadContext): Promise<StoreView[]> {
  return publicCacheOf(context).get(STORE_VIEWS_CACHE_KEY, async () => {
    const client = magentoClient(context, { storeCode: DEFAULT_STORE_CODE });
    const data = await client.query(AvailableStoresQuery);
    return (data.availableStores ?? [])
      .filter((store): store is NonNullable<typeof store> => Boolean(store?.store_code))
      .map((store) => ({
        code: store.store_code ?? "",
        name: store.store_name ?? "",
        locale: store.locale ?? "",
        language: languageOfLocale(store.locale) ?? languageOfLocale(store.store_code) ?? fallbackLanguage,
        groupCode: store.store_group_code ?? "",
        sortOrder: store.store_sort_order ?? 0,
        isDefault: store.is_default_store ?? false,
      }))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  });
}

/**
 * The store view named by the URL. A path whose first segment is no store code is a path of the
 * default store view without its prefix: answer with a permanent redirect to `/th` + path.
 */
export async function requireStoreView(request: Request, context: AppLoadContext): Promise<StoreView> {
  const url = new URL(request.url);
  const { storeCode } = splitStorePath(url.pathname);
  const views = await loadStoreViews(context);
  const view = views.find((candidate) => candidate.code === storeCode);
  if (view) return view;
  const defaultCode = views.find((candidate) => candidate.isDefault)?.code ?? DEFAULT_STORE_CODE;
  const path = url.pathname === "/" ? "" : url.pathname.replace(/\/+$/, "");
  throw redirect(`/${defaultCode}${path}${url.search}`, 301);
}

/** The catalogue language for a URL, without asking the backend when it has not answered yet. */
export function languageForPath(pathname: string, views: StoreView[] | undefined): Language {
  const { storeCode } = splitStorePath(pathname);
  const view = views?.find((candidate) => candidate.code === storeCode);
  return view?.language ?? languageOfLocale(storeCode) ?? fallbackLanguage;
}

const AvailableStoresQuery = graphql(`
  query AvailableStores {
    availableStores(useCurrentGroup: true) {
      store_code
      store_name
      locale
      store_group_code
      store_sort_order
      is_default_store
    }
  }
`);
