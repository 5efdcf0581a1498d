import type { Shop } from "~/lib/shop/shop.server";
import { listingHref, withPage, type FilterField } from "~/lib/catalog/listing-params";
import { parseListingParams } from "~/lib/catalog/listing-params.server";
import { loadProductListing } from "~/lib/catalog/listing.server";
import type { CategoryPageData } from "~/lib/catalog/types";
import { loadPageBuilderContent } from "~/lib/page-builder/load.server";
import { plainTextOf } from "~/lib/page-builder/tree";
import type { ResolvedCategory } from "~/lib/resolver.server";

export type CategoryPageResult = { kind: "page"; page: CategoryPageData } | { kind: "redirect"; location: string };

/**
 * A category page for the listing state in the URL, with its description (landing content) through
 * the Page Builder renderer. A page number past the last page sends the shopper to the last page
 * (302: the number of pages changes as products come and go).
 */
export async function loadCategoryPage(
  shop: Shop,
  { category, search, filterFields }: { category: ResolvedCategory; search: URLSearchParams; filterFields: readonly FilterField[] },
): Promise<CategoryPageResult> {
  const { showsProducts, descriptionSource, ...rest } = category;
  const withDescription = async () => {
    const description = await loadPageBuilderContent(shop, descriptionSource);
    return { ...rest, description, descriptionText: plainTextOf(description.document) };
  };
  if (!showsProducts) return { kind: "page", page: { ...(await withDescription()), listing: null } };
  const params = parseListingParams(search, { kind: "category", filterFields });
  const [result, landing] = await Promise.all([
    loadProductListing(shop, {
      params,
      filterFields,
      baseFilter: { category_uid: { eq: category.uid } },
    }),
    withDescription(),
  ]);
  if (result.kind === "beyond-last-page") {
    return { kind: "redirect", location: listingHref(category.path, withPage(params, result.lastPage)) };
  }
  return { kind: "page", page: { ...landing, listing: result.listing } };
}
