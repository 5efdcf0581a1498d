/**
 * Searching the whole shop: the list of every kind of document the index holds (and rebuilding it
 * by kind), the search popup (Amasty's Xsearch) and the search log (Magento's search_query).
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { searchIndexPatch, xsearchDefaultConfigPatch, xsearchDemoSettingsPatch } from "./patches";
export { reindexSearch } from "./searchIndex";
export type { LoggedSearch } from "./searchLog";
export { searchOwner, type SearchOwner, SHOPPER_SESSION_HEADER } from "./searchOwner";
export { createXsearchService, type ItemGroup, type SearchTermRecord, type XsearchService } from "./xsearch";
export { xsearchConfigFields } from "./xsearchConfigFields";
