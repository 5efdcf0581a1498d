/**
 * The catalogue indexes, rebuilt from the product tables in set-oriented SQL (so 250 and 100,000
 * products take a few statements each), as Magento's indexers do:
 *
 * - cataloginventory_stock_status: salable or not (a configurable: itself and one enabled child in stock);
 * - catalog_product_index_price: lowest/highest regular and final price (special price applied for
 *   `today`; a configurable spans its salable children, or all its children when none is salable);
 * - catalog_category_product_index: every visible, enabled product of a category, plus, for anchor
 *   categories, those of all descendants (positions after the category's own: + 10000);
 * - catalog_product_index_eav: filterable select-attribute values, a configurable's from its enabled children;
 * - catalog_category_facet_index: layered navigation counts per category, unfiltered and per
 *   option (facetIndex.ts reads it), so category pages do not count their products on every request;
 * - the products' part of the search index (catalog-search/searchIndexer.ts, with productSearchSource.ts).
 *
 * Whatever writes products, prices, stock or category assignments must call reindexCatalog() in
 * the same transaction (there is no partial reindex yet: it is fast enough for the demo and for
 * the generated catalogues). Special prices that start or end need a reindex on that day, as
 * Magento's daily cron does.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { dateInTimezone } from "../../lib/dates";
import { buildSearchIndex } from "../catalog-search";
import { createConfigReader } from "../store";
import { productSearchSource } from "./productSearchSource";

export interface ReindexOptions {
  /** The day special prices are evaluated for, "YYYY-MM-DD"; default today in the shop's timezone. */
  today?: string;
  /** Refresh the planner's statistics of the catalogue tables afterwards (default true). */
  analyze?: boolean;
}

export interface ReindexTimings {
  stockMs: number;
  priceMs: number;
  categoryMs: number;
  eavMs: number;
  facetMs: number;
  searchMs: number;
  analyzeMs: number;
}

/** Rebuilds every catalogue index. */
export async function reindexCatalog(db: Database, options: ReindexOptions = {}): Promise<ReindexTimings> {
  const today = options.today ?? (await shopToday(db));
  const timings: ReindexTimings = { stockMs: 0, priceMs: 0, categoryMs: 0, eavMs: 0, facetMs: 0, searchMs: 0, analyzeMs: 0 };
  let started = performance.now();
  await reindexStock(db);
  timings.stockMs = performance.now() - started;
  started = performance.now();
  await reindexPrices(db, today);
  timings.priceMs = performance.now() - started;
  started = performance.now();
  await reindexCategoryProducts(db);
  timings.categoryMs = performance.now() - started;
  started = performance.now();
  await reindexAttributes(db);
  timings.eavMs = performance.now() - started;
  started = performance.now();
  await reindexFacets(db);
  timings.facetMs = performance.now() - started;
  started = performance.now();
  await buildSearchIndex(db, [productSearchSource]);
  timings.searchMs = performance.now() - started;
  if (options.analyze !== false) {
    started = performance.now();
    await analyzeCatalog(db);
    timings.analyzeMs = performance.now() - started;
  }
  return timings;
}

/**
 * The catalogue tables whose statistics the listing queries' plans depend on. Their contents
 * change wholesale on a reindex or an import, which autovacuum may notice late (and PGlite runs
 * no autovacuum at all), so the planner would otherwise pick plans for the old sizes.
 */
const CATALOG_TABLES = [
  "catalog_product_entity",
  "catalog_product_attribute",
  "catalog_product_entity_int",
  "catalog_category_product",
  "catalog_product_super_link",
  "cataloginventory_stock_item",
  "cataloginventory_stock_status",
  "catalog_product_index_price",
  "catalog_category_product_index",
  "catalog_product_index_eav",
  "catalog_category_facet_index",
  "url_rewrite",
];

/** ANALYZE of the catalogue tables (allowed inside a transaction, unlike VACUUM). */
export async function analyzeCatalog(db: Database): Promise<void> {
  await db.execute(sql.raw(`analyze ${CATALOG_TABLES.join(", ")}`));
}

/**
 * VACUUM ANALYZE of the catalogue tables, after a bulk import outside any transaction: besides the
 * statistics it sets the visibility map, without which index-only scans still read the table.
 */
export async function vacuumCatalog(db: Database): Promise<void> {
  await db.execute(sql.raw(`vacuum (analyze) ${CATALOG_TABLES.join(", ")}`));
}

/** Today's date in the shop's default timezone (`general/locale/timezone`). */
export async function shopToday(db: Database, now = new Date()): Promise<string> {
  const timezone = (await createConfigReader(db, 0).getValue("general/locale/timezone", { storeId: 0, websiteId: 0 })) ?? "UTC";
  return dateInTimezone(now, timezone);
}

/** A simple product is salable when flagged in stock and (if stock is managed) above its minimum quantity. */
const SIMPLE_IN_STOCK = sql`(si.product_id is null or (si.is_in_stock and (not si.manage_stock or si.qty > si.min_qty)))`;

export async function reindexStock(db: Database): Promise<void> {
  await db.execute(sql`delete from cataloginventory_stock_status`);
  await db.execute(sql`
    insert into cataloginventory_stock_status (product_id, qty, stock_status)
    select e.entity_id, coalesce(si.qty, 0),
      case when ${SIMPLE_IN_STOCK} then 1 else 0 end
    from catalog_product_entity e
    left join cataloginventory_stock_item si on si.product_id = e.entity_id
    where e.type_id <> 'configurable'`);
  await db.execute(sql`
    insert into cataloginventory_stock_status (product_id, qty, stock_status)
    select e.entity_id, coalesce(si.qty, 0),
      case when coalesce(si.is_in_stock, true) and exists (
        select 1 from catalog_product_super_link l
        join catalog_product_entity c on c.entity_id = l.product_id and c.status = 1
        join cataloginventory_stock_status cs on cs.product_id = c.entity_id and cs.stock_status = 1
        where l.parent_id = e.entity_id
      ) then 1 else 0 end
    from catalog_product_entity e
    left join cataloginventory_stock_item si on si.product_id = e.entity_id
    where e.type_id = 'configurable'`);
}

export async function reindexPrices(db: Database, today: string): Promise<void> {
  await db.execute(sql`delete from catalog_product_index_price`);
  await db.execute(sql`
    insert into catalog_product_index_price (entity_id, customer_group_id, min_regular_price, max_regular_price, min_price, max_price)
    with own as (
      select e.entity_id, e.type_id, coalesce(e.price, 0) as regular,
        case
          when e.special_price is not null and e.special_price < coalesce(e.price, 0)
            and (e.special_from_date is null or e.special_from_date <= ${today}::date)
            and (e.special_to_date is null or e.special_to_date >= ${today}::date)
          then e.special_price
          else coalesce(e.price, 0)
        end as final
      from catalog_product_entity e
      where e.status = 1
    ),
    child as (
      select l.parent_id, o.regular, o.final, coalesce(ss.stock_status, 1) = 1 as salable
      from catalog_product_super_link l
      join own o on o.entity_id = l.product_id
      left join cataloginventory_stock_status ss on ss.product_id = l.product_id
    ),
    parent as (
      select parent_id, bool_or(salable) as any_salable,
        min(regular) filter (where salable) as s_min_regular, max(regular) filter (where salable) as s_max_regular,
        min(final) filter (where salable) as s_min_final, max(final) filter (where salable) as s_max_final,
        min(regular) as a_min_regular, max(regular) as a_max_regular, min(final) as a_min_final, max(final) as a_max_final
      from child group by parent_id
    )
    select entity_id, 0, regular, regular, final, final from own where type_id <> 'configurable'
    union all
    select p.parent_id, 0,
      case when p.any_salable then p.s_min_regular else p.a_min_regular end,
      case when p.any_salable then p.s_max_regular else p.a_max_regular end,
      case when p.any_salable then p.s_min_final else p.a_min_final end,
      case when p.any_salable then p.s_max_final else p.a_max_final end
    from parent p join own o on o.entity_id = p.parent_id and o.type_id = 'configurable'`);
}

export async function reindexCategoryProducts(db: Database): Promise<void> {
  await db.execute(sql`delete from catalog_category_product_index`);
  await db.execute(sql`
    insert into catalog_category_product_index (category_id, product_id, position, is_parent, visibility, min_price)
    select a.entity_id, e.entity_id,
      min(case when a.entity_id = c.entity_id then ccp.position else ccp.position + 10000 end),
      bool_or(a.entity_id = c.entity_id),
      e.visibility, ip.min_price
    from catalog_category_product ccp
    join catalog_category_entity c on c.entity_id = ccp.category_id
    join catalog_product_entity e on e.entity_id = ccp.product_id and e.status = 1 and e.visibility > 1
    join catalog_product_index_price ip on ip.entity_id = e.entity_id and ip.customer_group_id = 0
    cross join lateral unnest(string_to_array(c.path, '/')::int[]) as ancestor(id)
    join catalog_category_entity a on a.entity_id = ancestor.id and a.level >= 1 and (a.entity_id = c.entity_id or a.is_anchor)
    group by a.entity_id, e.entity_id, e.visibility, ip.min_price`);
}

export async function reindexAttributes(db: Database): Promise<void> {
  await db.execute(sql`delete from catalog_product_index_eav`);
  await db.execute(sql`
    insert into catalog_product_index_eav (entity_id, attribute_id, value, source_id)
    select i.entity_id, i.attribute_id, i.value, i.entity_id
    from catalog_product_entity_int i
    join catalog_product_entity e on e.entity_id = i.entity_id and e.status = 1 and e.visibility > 1
    join eav_attribute a on a.attribute_id = i.attribute_id and (a.is_filterable > 0 or a.is_filterable_in_search)
    union
    select l.parent_id, i.attribute_id, i.value, l.product_id
    from catalog_product_super_link l
    join catalog_product_entity p on p.entity_id = l.parent_id and p.status = 1 and p.visibility > 1
    join catalog_product_entity c on c.entity_id = l.product_id and c.status = 1
    join catalog_product_entity_int i on i.entity_id = c.entity_id
    join eav_attribute a on a.attribute_id = i.attribute_id and (a.is_filterable > 0 or a.is_filterable_in_search)`);
}

/**
 * Layered-navigation counts per category (see catalog_category_facet_index in db/schema/catalog.ts): every
 * product a category lists in the catalogue, once unfiltered (filter option 0) and once under each
 * option it has, counted by price (steps of 10), by category and by option.
 */
export async function reindexFacets(db: Database): Promise<void> {
  await db.execute(sql`delete from catalog_category_facet_index`);
  await db.execute(sql`
    insert into catalog_category_facet_index (category_id, filter_option_id, kind, key, count_all, count_salable)
    with listed as (
      select ci.category_id, ci.product_id, floor(ci.min_price / 10)::int as price_key, coalesce(ss.stock_status, 0) = 1 as salable
      from catalog_category_product_index ci
      left join cataloginventory_stock_status ss on ss.product_id = ci.product_id
      where ci.visibility in (2, 4)
    ),
    options as (
      select distinct x.entity_id as product_id, x.value as option_id from catalog_product_index_eav x
    ),
    filtered as (
      select l.category_id, l.product_id, l.price_key, l.salable, 0 as filter_option_id from listed l
      union all
      select l.category_id, l.product_id, l.price_key, l.salable, o.option_id from listed l join options o on o.product_id = l.product_id
    ),
    facets as (
      select f.category_id, f.filter_option_id, 0 as kind, 0 as key, f.salable from filtered f
      union all
      select f.category_id, f.filter_option_id, 1, f.price_key, f.salable from filtered f
      union all
      select f.category_id, f.filter_option_id, 2, c.category_id, f.salable from filtered f
        join catalog_category_product_index c on c.product_id = f.product_id
      union all
      select f.category_id, f.filter_option_id, 3, o.option_id, f.salable from filtered f
        join options o on o.product_id = f.product_id
    )
    select category_id, filter_option_id, kind, key, count(*)::int, (count(*) filter (where salable))::int
    from facets group by category_id, filter_option_id, kind, key
    order by category_id, filter_option_id, kind, key`);
}
