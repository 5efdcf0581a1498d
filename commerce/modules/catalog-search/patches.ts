/**
 * Builds the search index once the shop's content is in place: it runs after every other patch
 * (system data and the demo shop), so a database seeded before the index existed gets one too.
 * Products already indexed by the catalogue reindex (reindexCatalog) are not indexed twice.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { reindexSearch } from "./searchIndexer";
import type { SearchEntityType } from "./sources";

export const searchIndexPatch: DataPatch = {
  name: "search/build-index",
  async apply(tx) {
    const [indexed] = await queryRows<{ products: boolean }>(tx, sql`select exists (select 1 from search_posting where entity_type = 'product') as products`);
    const types: SearchEntityType[] = indexed?.products ? ["category", "cms_page", "blog_post"] : ["product", "category", "cms_page", "blog_post"];
    await reindexSearch(tx, { entityTypes: types });
  },
};
