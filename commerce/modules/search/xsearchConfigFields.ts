/**
 * The Amasty-style advanced search settings exposed on StoreConfig (schema:
 * commerce/schema/extensions/amasty-xsearch.graphqls). Field `amasty_xsearch_<group>_<setting>`
 * reads path `amasty_xsearch/<group>/<setting>`, the naming Amasty's module uses.
 */
import type { ConfigFieldSpec, ConfigValueType } from "../store";

type Settings = Record<string, ConfigValueType>;

/** Result groups of the search popup and what each can be tuned with. */
const listGroup: Settings = { enabled: "boolean", title: "string", position: "int", limit: "int" };
const textGroup: Settings = { ...listGroup, name_length: "int", desc_length: "int" };

export const xsearchGroups: Record<string, Settings> = {
  general: {
    popup_width: "int",
    dynamic_search_width: "boolean",
    min_chars: "int",
    full_screen: "boolean",
    enable_tabs_search_result: "boolean",
    four_zero_four_redirect: "boolean",
    /** 0 never, 1 always, 2 only when the search found no products. */
    show_related_terms: "int",
    show_related_terms_results: "boolean",
  },
  product: { ...textGroup, reviews: "boolean", add_to_cart: "boolean", redirect_single_product: "boolean" },
  popular_searches: { ...listGroup, first_click: "boolean" },
  recent_searches: { ...listGroup, first_click: "boolean" },
  blog: textGroup,
  brand: textGroup,
  category: { ...textGroup, full_path: "boolean" },
  page: textGroup,
  landing_page: listGroup,
  faq: listGroup,
  layout: {
    enabled: "boolean",
    border: "string",
    hover: "string",
    highlight: "string",
    background: "string",
    text: "string",
    hover_text: "string",
  },
};

export const xsearchConfigFields: readonly ConfigFieldSpec[] = Object.entries(xsearchGroups).flatMap(([group, settings]) =>
  Object.entries(settings).map(([setting, type]) => ({
    field: `amasty_xsearch_${group}_${setting}`,
    path: `amasty_xsearch/${group}/${setting}`,
    type,
  })),
);
