/**
 * Directory system data: Thailand, its 77 provinces with Thai and English names (by locale, as
 * Magento's directory_country_region_name), and the country settings of a Thailand-only shop.
 */
import type { DataPatch } from "../../db/patches";
import { directoryCountry, directoryCountryRegion, directoryCountryRegionName } from "../../db/schema";
import { defaultScoped, writeConfig } from "../store";
import { thailandProvinces } from "./thailandProvinces";

export const thailandDirectoryPatch: DataPatch = {
  name: "directory/thailand",
  async apply(tx) {
    await tx.insert(directoryCountry).values({ countryId: "TH", iso2Code: "TH", iso3Code: "THA" }).onConflictDoNothing();
    const regions = await tx
      .insert(directoryCountryRegion)
      .values(thailandProvinces.map((p) => ({ countryId: "TH", code: p.code, defaultName: p.en })))
      .onConflictDoNothing()
      .returning({ regionId: directoryCountryRegion.regionId, code: directoryCountryRegion.code });
    const idByCode = new Map(regions.map((r) => [r.code, r.regionId]));
    const names = thailandProvinces.flatMap((p) => {
      const regionId = idByCode.get(p.code);
      return regionId === undefined
        ? []
        : [
            { locale: "th_TH", regionId, name: p.th },
            { locale: "en_US", regionId, name: p.en },
          ];
    });
    if (names.length) await tx.insert(directoryCountryRegionName).values(names).onConflictDoNothing();

    await writeConfig(
      tx,
      defaultScoped({
        "general/country/allow": "TH",
        "general/country/default": "TH",
        "general/country/optional_zip_countries": "",
        "general/region/state_required": "TH",
        "general/region/display_all": "1",
      }),
    );
  },
};
