import type { Province } from "~/lib/checkout/types";
import { SHOP_COUNTRY } from "~/lib/checkout/country";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import type { Shop } from "~/lib/shop/shop.server";

export type { Province };

/**
 * Thailand's provinces as the backend lists them for the store view (`country(id: "TH")`), in its
 * order. The same for every shopper, so it comes from the public cache.
 */
export async function loadProvinces(shop: Shop): Promise<Province[]> {
  const data = await publicQuery(shop, ThailandProvincesQuery, { id: SHOP_COUNTRY });
  return (data.country?.available_regions ?? []).flatMap((region) =>
    region?.code && region.name && typeof region.id === "number" ? [{ id: region.id, code: region.code, name: region.name }] : [],
  );
}

const ThailandProvincesQuery = graphql(`
  query ThailandProvinces($id: String) {
    country(id: $id) {
      id
      available_regions {
        id
        code
        name
      }
    }
  }
`);
