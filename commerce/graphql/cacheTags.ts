/**
 * Magento's GraphQL cache headers: a GET that only reads the catalogue, CMS or store settings, as a
 * guest, is public (`Cache-Control: max-age=…, public, s-maxage=…`, as Magento's GraphQlCache sends
 * it) and names what it showed in `X-Magento-Tags` (`cat_p_12,cat_c_3,cms_b_footer`), so Varnish or
 * the storefront's full-page cache can drop exactly the answers a change touches, and varies on
 * `Store` and `Content-Currency`. Anything else
 * (carts, customers, recent searches, writes) gets no public header.
 *
 * The tags are collected while the answer resolves: every resolved field of a product, category,
 * CMS page or block adds its entity's tag to the request's collector (`cache` in the context, one
 * object shared by reference: yoga copies the context's fields into its own).
 */
import { defaultFieldResolver, type GraphQLNamedType, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import { categoryTag, cmsBlockTag, cmsPageTag, productTag } from "../lib/cacheTags";

/** Query fields whose answers are the same for every guest (Magento's cacheable resolvers). */
export const CACHEABLE_QUERIES = new Set([
  "products",
  "categories",
  "categoryList",
  "cmsPage",
  "cmsBlocks",
  "dynamicBlocks",
  "route",
  "urlResolver",
  "storeConfig",
  "availableStores",
  "countries",
  "country",
  "currency",
  "__typename",
]);

/** Magento's GraphQL cache lifetime (its full-page cache's default TTL, a day). */
export const GRAPHQL_CACHE_SECONDS = 86_400;

/** What a request's context keeps for its cache headers. */
export interface CacheTagCollector {
  cacheTags: Set<string>;
  /** The top-level fields the request asked for. */
  queryFields: Set<string>;
  /** True when the answer has errors: never public. */
  failed: boolean;
}

type Tagger = (source: Record<string, unknown>) => string | undefined;

const numeric = (make: (id: number) => string): Tagger => (source) => (typeof source["id"] === "number" ? make(source["id"]) : undefined);

/** The tag of an object of each tagged type, from the record its fields resolve from. */
function taggerFor(type: GraphQLObjectType): Tagger | undefined {
  if (type.getInterfaces().some((face) => face.name === "ProductInterface")) return numeric(productTag);
  if (type.name === "CategoryTree") return numeric(categoryTag);
  if (type.name === "CmsPage") return numeric(cmsPageTag);
  if (type.name === "CmsBlock") return (source) => (typeof source["identifier"] === "string" ? cmsBlockTag(source["identifier"]) : undefined);
  return undefined;
}

/** Wraps the field resolvers of tagged types (and Query's) so each request collects its tags and top-level fields. */
export function collectCacheTags<Context extends { cache: CacheTagCollector }>(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectTypeLike(type) || type.name.startsWith("__")) continue;
    const isQuery = type === schema.getQueryType();
    const tagger = taggerFor(type);
    if (!isQuery && !tagger) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source: unknown, args, context: Context, info) => {
        if (isQuery) context.cache.queryFields.add(field.name);
        const tag = tagger && source && typeof source === "object" ? tagger(source as Record<string, unknown>) : undefined;
        if (tag) context.cache.cacheTags.add(tag);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

/**
 * The cache headers of an answer: public with its tags for a guest's GET of cacheable fields only,
 * undefined otherwise (the answer keeps its own).
 */
export function cacheHeaders(request: Request, guest: boolean, collector: CacheTagCollector, status: number): Record<string, string> | undefined {
  if (request.method !== "GET" || !guest || status !== 200 || collector.failed || collector.queryFields.size === 0) return undefined;
  if (![...collector.queryFields].every((field) => CACHEABLE_QUERIES.has(field))) return undefined;
  return {
    "Cache-Control": `max-age=${GRAPHQL_CACHE_SECONDS}, public, s-maxage=${GRAPHQL_CACHE_SECONDS}`,
    "X-Magento-Tags": [...collector.cacheTags].sort().join(","),
    // Answers differ by store view and display currency: Magento's Varnish configuration hashes
    // GraphQL GETs on these two headers (process_graphql_headers); a CDN keeps them apart by Vary.
    Vary: "Store, Content-Currency",
  };
}

/** Marks a request whose execution answered errors (a yoga plugin: it sees the result before it is serialised). */
export function cacheTagsPlugin() {
  return {
    onExecute: () => ({
      onExecuteDone: ({ args, result }: { args: { contextValue: unknown }; result: unknown }) => {
        const errors = (result as { errors?: readonly unknown[] }).errors;
        if (errors?.length) (args.contextValue as { cache: CacheTagCollector }).cache.failed = true;
      },
    }),
  };
}

/** Checked by its toStringTag, as workBudget.ts does (graphql's ESM and CJS builds may both be loaded). */
function isObjectTypeLike(type: GraphQLNamedType): type is GraphQLObjectType {
  return Object.prototype.toString.call(type) === "[object GraphQLObjectType]";
}
