/**
 * Countries a store view sells to (the `general/country/allow` setting) with their regions named
 * in the store view's locale. Country names come from ICU, as Magento's do.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { directoryCountry, directoryCountryRegion, directoryCountryRegionName } from "../../db/schema";
import { noSuchEntityError } from "../../lib/errors";
import type { ConfigReader, StoreView } from "../store";

export interface RegionInfo {
  id: number;
  code: string;
  name: string;
}

export interface CountryInfo {
  id: string;
  twoLetterAbbreviation: string;
  threeLetterAbbreviation: string;
  fullNameLocale: string;
  fullNameEnglish: string;
  /** null when the country has no regions, as Magento answers. */
  availableRegions: RegionInfo[] | null;
}

export interface Directory {
  listCountries(view: StoreView): Promise<CountryInfo[]>;
  /** Throws Magento's "The country isn't available." for unknown or not allowed ids. */
  getCountry(view: StoreView, countryId: string): Promise<CountryInfo>;
}

export function createDirectory(db: Database, config: ConfigReader): Directory {
  const load = async (view: StoreView, only?: string): Promise<CountryInfo[]> => {
    const scope = { storeId: view.id, websiteId: view.websiteId };
    const [allow, locale] = await Promise.all([
      config.getValue("general/country/allow", scope),
      config.getValue("general/locale/code", scope),
    ]);
    let ids = (allow ?? "").split(",").map((id) => id.trim()).filter(Boolean);
    if (only !== undefined) ids = ids.filter((id) => id === only);
    if (ids.length === 0) return [];
    const magentoLocale = locale ?? "en_US";

    const countries = await db.select().from(directoryCountry).where(inArray(directoryCountry.countryId, ids)).orderBy(asc(directoryCountry.countryId));
    const regions = await db
      .select({
        countryId: directoryCountryRegion.countryId,
        id: directoryCountryRegion.regionId,
        code: directoryCountryRegion.code,
        name: sql<string>`coalesce(${directoryCountryRegionName.name}, ${directoryCountryRegion.defaultName})`,
      })
      .from(directoryCountryRegion)
      .leftJoin(
        directoryCountryRegionName,
        and(eq(directoryCountryRegionName.regionId, directoryCountryRegion.regionId), eq(directoryCountryRegionName.locale, magentoLocale)),
      )
      .where(inArray(directoryCountryRegion.countryId, countries.map((c) => c.countryId)));

    const collator = new Intl.Collator(toBcp47(magentoLocale));
    return countries.map((country) => {
      const own = regions
        .filter((region) => region.countryId === country.countryId)
        .map(({ id, code, name }) => ({ id, code, name }))
        .sort((a, b) => collator.compare(a.name, b.name));
      return {
        id: country.countryId,
        twoLetterAbbreviation: country.iso2Code,
        threeLetterAbbreviation: country.iso3Code,
        fullNameLocale: countryName(country.countryId, magentoLocale),
        fullNameEnglish: countryName(country.countryId, "en_US"),
        availableRegions: own.length ? own : null,
      };
    });
  };

  return {
    listCountries: (view) => load(view),
    async getCountry(view, countryId) {
      const [country] = await load(view, countryId);
      if (!country) throw noSuchEntityError("The country isn't available.");
      return country;
    },
  };
}

/** "th_TH" → "th-TH". */
function toBcp47(magentoLocale: string): string {
  return magentoLocale.replace("_", "-");
}

function countryName(countryId: string, magentoLocale: string): string {
  try {
    return new Intl.DisplayNames([toBcp47(magentoLocale)], { type: "region" }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
