/**
 * Magento's Catalog Products List widget (`Magento\CatalogWidget\Block\Product\ProductsList`),
 * which Page Builder's "products" content type stores in grid or carousel appearance. Lists the
 * store view's enabled products visible in the catalogue (visibility 2 or 4) that match the
 * widget's conditions (productConditions.ts), in stock only when
 * `cataloginventory/options/show_out_of_stock` is 0, at most `products_count` of them (default
 * 10; `products_per_page`, default 5, when `show_pager` is 1), sorted by Page Builder's
 * `sort_order` (position_by_sku, position, name_*, sku_*, price_*, date_*; without one, newest
 * product first, as Magento). Product URLs are the store view's url key + product URL suffix on
 * the base link URL, as the catalogue's; pictures the main image; prices from the price index.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { type ConfigReader, parseCustomSymbols } from "../store";
import type { WidgetRenderer } from "./directives";
import { listedCategories, listedSkus, readProductConditions, type ProductCondition } from "./productConditions";
import { productsListHtml, type ListedProduct, type ProductsListLabels } from "./productsListMarkup";
import { createPriceFormatter } from "./priceFormat";

export const PRODUCTS_LIST_WIDGET = "Magento\\CatalogWidget\\Block\\Product\\ProductsList";

const DEFAULT_PRODUCTS_COUNT = 10;
const DEFAULT_PRODUCTS_PER_PAGE = 5;
/** More than a page of content ever shows; keeps a mistyped count from listing the catalogue. */
const MAX_PRODUCTS = 100;
const VISIBLE_IN_CATALOG = [2, 4];

/** Magento's labels in the languages the shop speaks (its th_TH / en_US translations). */
const LABELS: Record<string, ProductsListLabels> = {
  en: { specialPrice: "Special Price", regularPrice: "Regular Price", asLowAs: "As low as" },
  th: { specialPrice: "ราคาพิเศษ", regularPrice: "ราคาปกติ", asLowAs: "ราคาเริ่มต้น" },
};

export interface WidgetProductsQuery {
  storeId: number;
  condition: ProductCondition;
  sortOrder: string;
  limit: number;
  inStockOnly: boolean;
}

export function createProductsListWidget(db: Database, config: ConfigReader): WidgetRenderer {
  return async ({ params, scope }) => {
    const settings = await config.getValues(
      ["cataloginventory/options/show_out_of_stock", "catalog/seo/product_url_suffix", "general/locale/code", "currency/options/base", "currency/options/customsymbol"],
      { storeId: scope.storeId, websiteId: scope.websiteId },
    );
    let condition: ProductCondition;
    try {
      condition = readProductConditions(params["conditions_encoded"] ?? params["conditions"]);
    } catch {
      return "";
    }
    const rows = await findWidgetProducts(db, {
      storeId: scope.storeId,
      condition,
      sortOrder: params["sort_order"] ?? "",
      limit: pageSize(params),
      inStockOnly: settings.get("cataloginventory/options/show_out_of_stock") !== "1",
    });
    const suffix = settings.get("catalog/seo/product_url_suffix") ?? "";
    const products: ListedProduct[] = rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      typeId: row.type_id,
      name: row.name ?? row.sku,
      url: row.url_key ? `${scope.urls.linkBaseUrl}${row.url_key}${suffix}` : `${scope.urls.linkBaseUrl}catalog/product/view/id/${row.id}/`,
      imageUrl: row.image ? `${scope.urls.mediaBaseUrl}catalog/product${row.image.startsWith("/") ? "" : "/"}${row.image}?width=240&height=300` : null,
      regularPrice: row.regular_price,
      finalPrice: row.final_price,
    }));
    const locale = settings.get("general/locale/code") ?? "en_US";
    const currency = settings.get("currency/options/base") ?? "USD";
    const symbol = parseCustomSymbols(settings.get("currency/options/customsymbol") ?? null)[currency];
    return productsListHtml(products, {
      appearance: (params["template"] ?? "").includes("carousel") ? "carousel" : "grid",
      title: params["title"] || undefined,
      labels: LABELS[locale.slice(0, 2)] ?? LABELS["en"]!,
      formatPrice: createPriceFormatter(currency, locale, symbol),
    });
  };
}

function pageSize(params: Record<string, string>): number {
  const paged = params["show_pager"] === "1";
  const raw = Number.parseInt((paged ? params["products_per_page"] : params["products_count"]) ?? "", 10);
  const size = Number.isFinite(raw) && raw > 0 ? raw : paged ? DEFAULT_PRODUCTS_PER_PAGE : DEFAULT_PRODUCTS_COUNT;
  return Math.min(size, MAX_PRODUCTS);
}

export interface WidgetProductRow {
  id: number;
  sku: string;
  type_id: string;
  name: string | null;
  url_key: string | null;
  regular_price: number;
  final_price: number;
  /** The main picture (position 1, else the first enabled one), relative to media/catalog/product. */
  image: string | null;
}

/** The products the widget lists, in its order, with what the list shows of them (one query). */
export async function findWidgetProducts(db: Database, query: WidgetProductsQuery): Promise<WidgetProductRow[]> {
  const where = [sql`e.status = 1`, sql`e.visibility = any(${sql.param(VISIBLE_IN_CATALOG)}::int[])`, conditionSql(query.condition)];
  if (query.inStockOnly) where.push(sql`exists (select 1 from cataloginventory_stock_status ss where ss.product_id = e.entity_id and ss.stock_status = 1)`);
  return queryRows<WidgetProductRow>(
    db,
    sql`select e.entity_id as id, e.sku, e.type_id, coalesce(s.name, d.name) as name, coalesce(s.url_key, d.url_key) as url_key,
        ip.min_regular_price::float8 as regular_price, ip.min_price::float8 as final_price,
        (select g.file from catalog_product_entity_media_gallery g
          where g.entity_id = e.entity_id and not g.disabled and g.media_type = 'image'
          order by g.position <> 1, g.position, g.value_id limit 1) as image
      from catalog_product_entity e
      join catalog_product_index_price ip on ip.entity_id = e.entity_id and ip.customer_group_id = 0
      left join catalog_product_attribute d on d.entity_id = e.entity_id and d.store_id = 0
      left join catalog_product_attribute s on s.entity_id = e.entity_id and s.store_id = ${query.storeId}
      where ${sql.join(where, sql` and `)}
      order by ${orderBy(query)}
      limit ${query.limit}`,
  );
}

/** A condition as SQL on the product `e` (Magento\Rule\Model\Condition\Sql\Builder's combination rules). */
export function conditionSql(condition: ProductCondition): SQL {
  switch (condition.kind) {
    case "combine": {
      if (condition.children.length === 0) return sql`true`;
      const parts = condition.children.map((child) => (condition.expected ? sql`(${conditionSql(child)})` : sql`not (${conditionSql(child)})`));
      return sql`(${sql.join(parts, condition.all ? sql` and ` : sql` or `)})`;
    }
    case "sku": {
      const [first = ""] = condition.values;
      switch (condition.operator) {
        case "==":
          return sql`e.sku = ${first}`;
        case "!=":
          return sql`e.sku <> ${first}`;
        case "()":
          return sql`e.sku = any(${sql.param(condition.values)}::text[])`;
        case "!()":
          return sql`not (e.sku = any(${sql.param(condition.values)}::text[]))`;
        case "{}":
          return sql`e.sku ilike ${`%${escapeLike(first)}%`}`;
        case "!{}":
          return sql`e.sku not ilike ${`%${escapeLike(first)}%`}`;
      }
      return sql`false`;
    }
    case "category": {
      const inCategory = sql`exists (select 1 from catalog_category_product_index ci
        where ci.product_id = e.entity_id and ci.category_id = any(${sql.param(condition.categoryIds)}::int[]))`;
      return condition.negated ? sql`not ${inCategory}` : inCategory;
    }
    case "unsupported":
      return sql`false`;
  }
}

function orderBy(query: WidgetProductsQuery): SQL {
  const name = sql`coalesce(s.name, d.name)`;
  switch (query.sortOrder) {
    case "position_by_sku": {
      const skus = listedSkus(query.condition);
      return skus.length ? sql`array_position(${sql.param(skus)}::text[], e.sku::text) nulls last, e.entity_id desc` : sql`e.entity_id desc`;
    }
    case "position": {
      const [category] = listedCategories(query.condition);
      if (category === undefined) return sql`e.entity_id asc`;
      return sql`(select ci.position from catalog_category_product_index ci where ci.product_id = e.entity_id and ci.category_id = ${category}) nulls last, e.entity_id asc`;
    }
    case "name_ascending":
      return sql`${name} asc, e.entity_id asc`;
    case "name_descending":
      return sql`${name} desc, e.entity_id desc`;
    case "sku_ascending":
      return sql`e.sku asc`;
    case "sku_descending":
      return sql`e.sku desc`;
    case "price_low_to_high":
      return sql`ip.min_price asc, e.entity_id asc`;
    case "price_high_to_low":
      return sql`ip.min_price desc, e.entity_id desc`;
    case "date_oldest_top":
      return sql`e.created_at asc, e.entity_id asc`;
    default:
      return sql`e.created_at desc, e.entity_id desc`;
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
